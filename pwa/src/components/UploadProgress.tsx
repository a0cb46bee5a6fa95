/** How far an upload is: a progress bar named for screen readers and a line of text beside it. */
interface UploadProgressProps {
  id: string;
  /** Whole percent, 0 to 100. */
  percent: number;
  /** The bar's accessible name. */
  label: string;
  /** What the line says (the percent, or why it waits). */
  text: string;
}

export function UploadProgress({ id, percent, label, text }: UploadProgressProps) {
  return (
    <div className="progress">
      <progress id={id} max={100} value={percent} aria-label={label} />
      <span className="progress__text" role="status">
        {text}
      </span>
    </div>
  );
}
