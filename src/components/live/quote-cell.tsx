// The quote cell of the first live board, now the fast live path (live-cell.tsx): kept under its
// old names for the screens and tests that use them.
export {
  LiveCell as QuoteCell,
  LiveAge as QuoteAge,
  type LiveCellProps as QuoteCellProps,
} from './live-cell';
