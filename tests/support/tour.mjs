// Knight's-tour checks for the browser tests, independent of the Rust validator.

/** File index of an algebraic file name: a=0 … z=25, aa=26, ab=27, … */
function fileIndex(letters) {
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 96);
  return index - 1;
}

/** `{ file, rank }` (0-based file, 1-based rank) of an algebraic square like `e4` or `ab12`. */
export function parseSquare(name) {
  const match = /^([a-z]+)([0-9]+)$/.exec(name);
  if (!match) throw new Error(`not an algebraic square: ${name}`);
  return { file: fileIndex(match[1]), rank: Number(match[2]) };
}

/** Whether two algebraic squares are a knight's move apart. */
export function isKnightMove(a, b) {
  const p = parseSquare(a);
  const q = parseSquare(b);
  const df = Math.abs(p.file - q.file);
  const dr = Math.abs(p.rank - q.rank);
  return (df === 1 && dr === 2) || (df === 2 && dr === 1);
}

/** The first problem with `squares` as a knight's path on rows x cols, or null. */
export function pathProblem(squares, rows, cols) {
  if (squares.length === 0) return 'empty route';
  const seen = new Set();
  for (const [i, name] of squares.entries()) {
    const { file, rank } = parseSquare(name);
    if (file < 0 || file >= cols || rank < 1 || rank > rows) return `${name} is off the board`;
    if (seen.has(name)) return `${name} is visited twice`;
    seen.add(name);
    if (i > 0 && !isKnightMove(squares[i - 1], name)) return `${squares[i - 1]} to ${name} is not a knight's move`;
  }
  return null;
}

/** The first problem with `squares` as a full tour of rows x cols, or null. */
export function tourProblem(squares, rows, cols) {
  const problem = pathProblem(squares, rows, cols);
  if (problem) return problem;
  if (squares.length !== rows * cols) return `${squares.length} of ${rows * cols} squares visited`;
  return null;
}
