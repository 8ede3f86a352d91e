import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

export const PAGE_SECONDS = 12;

/**
 * A field longer than the screen pages through by itself: how many rows fit the board's height, and
 * which page shows now (advancing every 12 s, back to the first after the last).
 */
export function usePageCycle(boardRef: RefObject<HTMLElement | null>, rowCount: number, rowHeight: number): { page: number; pages: number; perPage: number } {
  const [perPage, setPerPage] = useState(rowCount || 1);
  const [page, setPage] = useState(0);

  useLayoutEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    const measure = () => setPerPage(Math.max(1, Math.floor(board.clientHeight / rowHeight)));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(board);
    return () => observer?.disconnect();
  }, [boardRef, rowHeight]);

  const pages = Math.max(1, Math.ceil(rowCount / perPage));
  useEffect(() => {
    if (pages <= 1) return;
    const timer = window.setInterval(() => setPage((current) => (current + 1) % pages), PAGE_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [pages]);

  return { page: page % pages, pages, perPage };
}
