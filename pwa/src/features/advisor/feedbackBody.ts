/**
 * The advisor's feedback as the file queue sends it (`POST /playbook/add-feedback`, JSON form):
 * `files` is filled with the upload ids by the queue; `submissionId` is made once, so a resend is
 * stored once.
 */
export interface FeedbackInput {
  submissionId: string;
  rated: number;
  feedback: string;
  sessionId: string;
  pairingId: string;
  userId: string;
  email: string;
}

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const UPLOAD_KIND = 'playbookFile';
/** Pictures, PDF, Word, Excel and PowerPoint (core's `PlaybookFile`; the server checks the content). */
export const ACCEPT = 'image/jpeg,image/png,application/pdf,.doc,.docx,.xlsx,.pptx';

export function feedbackBody(input: FeedbackInput): Record<string, unknown> {
  return {
    submissionId: input.submissionId,
    rated: input.rated,
    feedback: input.feedback.trim(),
    files: [],
    sessionId: input.sessionId,
    pairingId: input.pairingId,
    from: 'Advisor',
    addedById: input.userId,
    addedByEmail: input.email,
  };
}

/** A queued feedback's rating and text, read back from its body to show it while it waits. */
export function queuedFeedback(body: Record<string, unknown>): { rated: number; feedback: string } {
  const rated = typeof body.rated === 'number' ? body.rated : 0;
  return { rated, feedback: typeof body.feedback === 'string' ? body.feedback : '' };
}
