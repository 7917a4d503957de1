// Clicks on the board drawn on a canvas (boards over 50 a side), for tests and benchmarks.
import { canvasBoard } from './selectors.mjs';

/** Clicks square `name` (`qa417`: files a..z, then aa, ab, …; rank 1 at the bottom) on
 * the canvas board, on a whole pixel the app maps to it (`large_board::square_at_pixel`
 * takes the square under the pixel's centre: its offset plus a half, times cols / width,
 * rounded down; and the edge square on an edge pixel). A square under one pixel wide may
 * have no pixel of its own (though the first and last row and column always have one);
 * that is an error naming it. */
export async function clickOnCanvas(page, name) {
  const [, file, rank] = name.match(/^([a-z]+)(\d+)$/);
  const col = [...file].reduce((n, c) => n * 26 + c.charCodeAt(0) - 96, 0) - 1;
  const canvas = page.locator(canvasBoard);
  const [rows, cols] = await canvas.evaluate((c) => [Number(c.dataset.rows), Number(c.dataset.cols)]);
  const row = rows - Number(rank);
  const box = await canvas.boundingBox();
  const pixel = (index, count, box) => {
    // The app measures the canvas in whole pixels (clientWidth).
    const length = Math.round(box);
    const square = (at) => (at <= 0 ? 0 : at >= length - 1 ? count - 1 : Math.floor(((at + 0.5) * count) / length));
    for (let at = Math.floor((index * length) / count); at <= Math.ceil(((index + 1) * length) / count); at++) {
      if (square(at) === index) return at;
    }
    throw new Error(`${name} has no pixel of its own on a ${length.toFixed(0)} px canvas of ${count} squares`);
  };
  // A quarter into the pixel: Chromium rounds the point it dispatches, so a half would
  // land on the next pixel.
  await page.mouse.click(box.x + pixel(col, cols, box.width) + 0.25, box.y + pixel(row, rows, box.height) + 0.25);
}
