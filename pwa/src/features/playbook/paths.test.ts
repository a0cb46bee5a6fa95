// The playbook's links, Continue's target and the advisor's phone links.
import { describe, expect, it } from 'vitest';
import { chapterPath, continuePath, playbookPath, sessionPath, telLink, whatsAppLink } from './paths';

const PLAY = '6950f2a0aaaaaaaaaaaaaaaa';
const CHAP = '6950f2a0bbbbbbbbbbbbbbbb';
const SES = '6950f2a0cccccccccccccccc';

describe('the playbook links', () => {
  it('builds the spec routes; the session route has 9 pieces', () => {
    expect(playbookPath(PLAY)).toBe(`/dashboard/playbook/playbook/${PLAY}`);
    expect(chapterPath(PLAY, CHAP)).toBe(`/dashboard/playbook/book/${PLAY}/chapter/${CHAP}`);
    expect(sessionPath(PLAY, CHAP, SES).split('/')).toHaveLength(9);
  });

  it('Continue opens the progress session, else the chapters', () => {
    expect(continuePath(PLAY, { chapterId: CHAP, sessionId: SES })).toBe(sessionPath(PLAY, CHAP, SES));
    expect(continuePath(PLAY, { chapterId: null, sessionId: null })).toBe(playbookPath(PLAY));
    expect(continuePath(PLAY, undefined)).toBe(playbookPath(PLAY));
  });

  it('links the advisor’s phone; WhatsApp only for a number with its country code', () => {
    expect(telLink('+254 712 345 678')).toBe('tel:+254712345678');
    expect(whatsAppLink('+254 712 345 678')).toBe('https://wa.me/254712345678');
    expect(whatsAppLink('255712345678')).toBe('https://wa.me/255712345678');
    expect(whatsAppLink('0712345678')).toBeNull();
    expect(whatsAppLink('')).toBeNull();
  });
});
