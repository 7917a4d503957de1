// Every DOM hook the browser tests use, in one place. The hooks come from docs/embedding.md's
// "DOM hooks for embedders and tests" table, which promises they stay stable; the few
// class names and test IDs the tests use beyond that table are grouped at the end.

/** The app root; carries data-state, data-outcome, data-survey, data-heatmap and lang. */
export const app = '.app';
/** The board: the <svg> up to 50x50, the <canvas> (data-mode="large") above. */
export const board = '[data-rows]';
export const svgBoard = 'svg.board';
export const canvasBoard = 'canvas[data-mode="large"]';

/** Every square of an SVG board, or the one named `name` (algebraic, e.g. `e4`). */
export const squares = '[data-square]';
export const square = (name) => `[data-square="${name}"]`;
/** Squares reached so far (data-step is the 1-based move number), or the one at `step`. */
export const stepped = '[data-step]';
export const step = (n) => `[data-step="${n}"]`;
/** Squares with the start shading on (data-start: yes, no, unknown), or of one kind. */
export const startShaded = '[data-square][data-start]';
export const startShadedAs = (kind) => `[data-square][data-start="${kind}"]`;
/** The page root, which carries data-theme (light, dark; none: follow the system). */
export const themeRoot = 'html';
/** Heatmap squares (data-survey: open, closed, stuck, …), or those with one outcome. */
export const surveyed = '[data-square][data-survey]';
export const surveyedAs = (outcome) => `[data-square][data-survey="${outcome}"]`;

/** Buttons with data-action: start, back, play, forward, end, restart, cancel, survey,
 * heatmap, starts, degrees, undo, hint, start-over, import, share, copy-*, download-*. */
export const action = (name) => `[data-action="${name}"]`;
/** Form controls with data-control: speed, algo, order, closed, lang, theme, second,
 * legal, import-text, share-link, share-embed. */
export const control = (name) => `[data-control="${name}"]`;
/** Route or search view buttons (aria-pressed marks the current one). */
export const view = (name) => `[data-view="${name}"]`;
/** Mode buttons: watch, play, compare (aria-pressed marks the current one). */
export const mode = (name) => `[data-mode="${name}"]`;

export const status = '[data-testid="status"]';
/** The notice over the board once the page has stopped on an error (a panic). */
export const panicNotice = '[data-testid="panic"]';
/** The chosen last square ("Finish on…") and why the algorithm does not aim for it. */
export const endSquare = '[data-testid="end-square"]';
export const endNote = '[data-testid="end-note"]';
/** What ticking Closed or choosing a last square let go of, beside the control changed. */
export const endsNote = '[data-testid="ends-note"]';
/** URL problems: one li per problem. */
export const notice = '[data-testid="notice"]';
export const noticeItems = '[data-testid="notice"] li';

/** "Why this move": candidates li[data-square][data-score], the picked one .picked. */
export const why = '[data-testid="why"]';
export const whyCandidates = '[data-testid="why"] li[data-square]';
export const whyPicked = '[data-testid="why"] li.picked';
export const whyReason = '[data-testid="why-reason"]';

export const exportPanel = '[data-testid="export"]';
export const importPanel = '[data-testid="import"]';
/** The <summary> that opens each of them. */
export const exportToggle = '[data-testid="export"] summary';
export const importToggle = '[data-testid="import"] summary';
export const importError = '[data-testid="import-error"]';
/** A board size the form refused, with what it accepts. */
export const sizeError = '[data-testid="size-error"]';
export const share = '[data-testid="share"]';

/** Compare mode: a side is `first` or `second`. */
export const sideFigure = (side) => `figure[data-side="${side}"]`;
export const sideBoard = (side) => `svg[data-side="${side}"]`;
export const compareStats = '[data-testid="compare-stats"]';
export const compareOutcome = (side) => `[data-testid="compare-stats"] td[data-side="${side}"][data-outcome]`;

/** Play mode. */
export const playPanel = '[data-testid="play"]';
export const hint = '[data-testid="hint"]';
export const refused = '[data-testid="refused"]';
export const playMoves = '[data-testid="play-moves"]';
export const playTime = '[data-testid="play-time"]';
/** A move-list button going back to move `k`. */
export const moveBack = (k) => `[data-move="${k}"]`;
export const legalDot = '.legal-dot';
/** Squares carrying a legal-move dot. */
export const legalSquares = '[data-square]:has(.legal-dot)';
/** Square classes: hinted (the hint's move), culprit (why the walk is lost or the import
 * refused), refused (a refused click), unreached (left over at a dead end). */
export const squareWith = (cls) => `[data-square].${cls}`;
export const squareClass = (name, cls) => `[data-square="${name}"].${cls}`;

// Beyond docs/embedding.md's tables: hooks the tests use that embedders are not promised.

/** The side panel's run statistics (algorithm, result, counts, solve time). */
export const stats = '[data-testid="stats"]';
/** The one-line description of the chosen algorithm. */
export const algoDescription = '[data-testid="algo-description"]';
/** The share dialog's "Copied" confirmation, and the export panel's. */
export const shareCopied = '[data-testid="copied"]';
export const exportCopied = '[data-testid="export"] .copied';
/** Board-size preset buttons, e.g. `6×6`. */
export const preset = (label) => `.preset:has-text("${label}")`;
/** The survey heatmap's legend (under the status line while the heatmap is shown): one li
 * per mark. */
export const heatmapLegend = '[data-testid="heatmap-legend"]';
/** The survey's tally (counts per outcome and the time). */
export const surveyTally = '[data-testid="survey-tally"]';
/** What the start shading's marks mean, or why a board is too large to shade. */
export const startsLegend = '[data-testid="starts-legend"]';
/** The keyboard help's <summary>, which opens it. */
export const keyboardHelp = '.explain summary';
/** The settings' folding groups (data-section: board, algorithm, ends), the <summary>
 * that opens and closes one, and every group that is closed. */
export const section = (name) => `details[data-section="${name}"]`;
export const sectionToggle = (name) => `details[data-section="${name}"] > summary`;
export const closedSections = 'details[data-section]:not([open])';
/** The code panel's current pseudocode line. */
export const codeLine = '[data-testid="code"] li.current';
/** Onward counts written in the squares' corners by the overlay. */
export const degreeCorners = '.corner.degree';
/** The knight on the SVG board. */
export const knight = '.knight';
/** The page header (absent with embed=1) and the app's title in it (not the prerendered
 * page's, which stays on screen until the app has drawn its own). */
export const header = 'header';
export const title = 'h1:not([data-first-text])';
/** Every control a finger or pointer must hit (24 px at least). */
export const controls = 'button, select, input';
/** The app's stylesheet link. */
export const stylesheet = 'link[rel="stylesheet"]';
/** The quiet line under the app when the browser cannot keep the offline copy
 * (first-board.js). */
export const offlineUnavailable = 'p.offline-unavailable';
/** A figure's caption (compare mode names each side's algorithm there). */
export const caption = 'figcaption';
/** The example teaching page's progress outputs under its two playing boards (data-event:
 * the last event heard). */
export const exampleOutputs = '.boards output';
