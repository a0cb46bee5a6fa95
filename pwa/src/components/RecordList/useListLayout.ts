import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** The list's width from which a table fits: 40rem. */
const TABLE_REM = 40;

function tableFits(box: HTMLElement | null): boolean {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const width = box?.clientWidth || window.innerWidth;
  return width >= TABLE_REM * rem;
}

/**
 * Whether the list draws a table (its box is 40rem or wider, or the page is being printed) or cards.
 * Only one of them is rendered: a phone's page holds a card per record and no hidden table.
 */
export function useListLayout(box: RefObject<HTMLElement | null>, printing: boolean): 'table' | 'cards' {
  const [wide, setWide] = useState(() => tableFits(null));
  const [browserPrint, setBrowserPrint] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWide(tableFits(element));
    const observer = new ResizeObserver(() => setWide(tableFits(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);

  useLayoutEffect(() => {
    // The browser's own Print (not the Export menu's) prints the table too; it must be drawn before the page is laid out.
    const before = () => flushSync(() => setBrowserPrint(true));
    const after = () => setBrowserPrint(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  return wide || printing || browserPrint ? 'table' : 'cards';
}
