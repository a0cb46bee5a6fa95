/** A long figure ("Ksh 1,000,000,000,000,000.00") that wraps after its commas rather than inside a group of digits. */
export function Breakable({ text }: { text: string }) {
  const groups = text.split(',');
  return (
    <>
      {groups.map((group, index) => (
        <span key={index}>
          {group}
          {index < groups.length - 1 ? (
            <>
              ,<wbr />
            </>
          ) : null}
        </span>
      ))}
    </>
  );
}
