/** Plain-text tables for `npm run bench`: aligned columns, thousands separators, verdicts in words. */
export type Cell = string | number;

const format = (cell: Cell) =>
  typeof cell === "number" ? cell.toLocaleString("en-US", { maximumFractionDigits: cell < 10 ? 2 : cell < 100 ? 1 : 0 }) : cell;

export function table(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = [header, ...rows.map((row) => row.map(format))];
  const widths = header.map((_, column) => Math.max(...text.map((row) => String(row[column] ?? "").length)));
  return text
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column] ?? 0) : String(cell).padStart(widths[column] ?? 0)))
        .join("  "),
    )
    .join("\n");
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const verdict = (holds: boolean) => (holds ? "holds" : "MISSED");
