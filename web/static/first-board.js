// The board the link asks for, drawn while the app's WebAssembly is still on its way.
//
// index.html holds a copy of the app's page (header, board space, side panel; the same
// classes, so the stylesheet lays both out alike) marked `data-first-page`. This script
// reads the address as the app reads it (board=, holes=, leaper=, mode=, algo=, vs=,
// start=, end=, walk=, lang=, theme=, embed=), draws the board there as the app draws it
// (same SVG geometry: 60 units a square, 26 for the labels; play mode's walk with its
// numbers, path, knight and legal moves; a plain checkered canvas above 50 a side, as the
// app's canvas starts out), names in the panel each of those parameters the app refuses,
// and shows the page. Its squares are buttons: a click, Enter or Space chooses a square,
// the arrow keys move between them. The last square chosen is written to the page's
// `data-chosen` and marked with the knight; the app reads it when it starts
// (web/src/browser/first.rs), answers it as a click, and removes this page; then
// after-start.js installs the offline copy. Its words are the app's catalogue's, under
// the catalogue's keys, and its algorithms the core's, written into TEXTS and ALGORITHMS
// by web/src/text/tables.rs, and it fills their templates by the catalogue's rules
// (`fill`); a browser test (tests/first-links.spec.mjs) holds its reading of links to
// the app's.
(() => {
  // The files the app fetches by name (web/src/tasks/files/names.rs's FILES, written here
  // by web/src/text/tables.rs), as this build names them: `cargo xtask build` puts a hash
  // of each file's content in its name and rewrites every quoted name (xtask/src/hashed.rs).
  self.tourFiles = [/* the files the app fetches by name */];
  const query = new URLSearchParams(location.search);
  // Later duplicates win, as in the app.
  const param = (name) => (query.getAll(name).pop() || '').trim();
  const flag = (name) => ['1', 'true', 'yes'].includes(param(name));
  const page = document.querySelector('[data-first-page]');
  if (!page || typeof WebAssembly !== 'object') return;
  const CELL = 60;
  const LABEL = 26;
  const SVG = 'http://www.w3.org/2000/svg';
  const el = (name, attributes) => Object.assign(document.createElement(name), attributes);
  const html = document.documentElement;
  const TEXTS = {/* the catalogue's words */};
  const ALGORITHMS = [/* the algorithms' IDs */];
  // Fills a template as the app does (tour_core::text::fill, held equal by a test in
  // web/src/text/tables.rs): each `{name}` becomes its value, each `{name|one|other}`
  // the form the count asks for (only `1` is one), in one pass; a brace that names no
  // value stays as it is, and values are never filled again.
  const fill = (template, values) => {
    let out = '';
    let rest = template;
    for (let open = rest.indexOf('{'); open >= 0; open = rest.indexOf('{')) {
      out += rest.slice(0, open);
      const after = rest.slice(open + 1);
      const close = after.indexOf('}');
      const inside = close >= 0 ? after.slice(0, close) : '';
      const bar = inside.indexOf('|');
      const name = bar >= 0 ? inside.slice(0, bar) : inside;
      const forms = bar >= 0 ? inside.slice(bar + 1) : null;
      const second = forms === null ? -1 : forms.indexOf('|');
      if (close < 0 || !Object.hasOwn(values, name) || (forms !== null && second < 0)) {
        out += '{';
        rest = after;
        continue;
      }
      const value = String(values[name]);
      out += forms === null ? value : value.trim() === '1' ? forms.slice(0, second) : forms.slice(second + 1);
      rest = after.slice(close + 1);
    }
    return out + rest;
  };
  // The parameters the app refuses (each gets a notice there), in the order it names them.
  const refused = [];
  const refuse = (name, bad = query.has(name)) => bad && refused.push(name);

  // The language: lang=, else the browser's (as Lang::from_tag reads a tag).
  const langOf = (tag) => {
    const t = tag.trim().toLowerCase().replace(/_/g, '-');
    if (t === 'en' || t.startsWith('en-')) return 'en';
    if (t.startsWith('zh-hant') || ['zh-tw', 'zh-hk', 'zh-mo'].includes(t)) return 'zh-Hant';
    if (t === 'zh' || t.startsWith('zh-')) return 'zh-Hans';
  };
  const lang = langOf(param('lang')) || langOf(navigator.language || '') || 'en';
  const text = TEXTS[lang];
  const theme = param('theme');
  if (theme === 'light' || theme === 'dark') html.dataset.theme = theme;

  // The board: RxC, each side 1 to 1000, else 8x8.
  let rows = 8;
  let cols = 8;
  const size = /^(\d+)\s*[xX×]\s*(\d+)$/.exec(param('board'));
  if (size && +size[1] >= 1 && +size[1] <= 1000 && +size[2] >= 1 && +size[2] <= 1000) {
    rows = +size[1];
    cols = +size[2];
  } else refuse('board');
  const large = rows > 50 || cols > 50;
  const fileName = (col) => {
    let name = '';
    for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(97 + ((n - 1) % 26)) + name;
    return name;
  };
  const nameOf = (row, col) => fileName(col) + (rows - row);
  // An algebraic name on this board as [row, col], or null.
  const squareAt = (name) => {
    const m = /^([a-z]{1,3})(\d+)$/i.exec(name.trim());
    if (!m) return null;
    const col = [...m[1].toLowerCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 96, 0) - 1;
    const rank = +m[2];
    return col < cols && rank >= 1 && rank <= rows ? [rows - rank, col] : null;
  };
  // holes=: names and blocks (c3:f6) between commas and spaces, all of them or none, as
  // tour_core::text::parse_holes reads them (an empty entry between commas is refused).
  const holes = new Set();
  let holed = true;
  read: for (const listed of param('holes') ? param('holes').split(',') : []) {
    for (const entry of listed.trim().split(/\s+/)) {
      const [a, b = a] = entry.split(/:(.*)/).map(squareAt);
      if (!a || !b) {
        holed = false;
        break read;
      }
      for (let r = Math.min(a[0], b[0]); r <= Math.max(a[0], b[0]); r += 1) {
        for (let c = Math.min(a[1], b[1]); c <= Math.max(a[1], b[1]); c += 1) holes.add(nameOf(r, c));
      }
    }
  }
  if (!holed || holes.size >= rows * cols) {
    holes.clear();
    refuse('holes');
  }
  // The name of a square a tour can visit (on the board, not a hole), or null.
  const spot = (name) => {
    const at = squareAt(name);
    const id = at && nameOf(...at);
    return holes.has(id) ? null : id;
  };

  // leaper=: a name or steps P,Q (0 to 7, not both 0; in parentheses or not), as the app
  // reads it; the taglines name the piece.
  const LEAPERS = ['1,2', '1,3', '2,3', '1,4'];
  const NAMES = ['knight', 'camel', 'zebra', 'giraffe'];
  let leaper = '1,2';
  const named = NAMES.indexOf(param('leaper').toLowerCase());
  const steps = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(param('leaper').replace(/^\(([^]*)\)$/, '$1'));
  if (named >= 0) leaper = LEAPERS[named];
  else if (steps && +steps[1] <= 7 && +steps[2] <= 7 && +steps[1] + +steps[2] > 0) leaper = [+steps[1], +steps[2]].sort() + '';
  else refuse('leaper');
  const kind = LEAPERS.indexOf(leaper);
  const [p, q] = leaper.split(',');
  const piece = kind >= 0 ? text[`piece_${NAMES[kind]}`] : fill(text.piece_leaper, { p, q });
  // Whether `b` is one move of the piece from the square named `a`.
  const isMove = (a, [r, c]) => {
    const [s, d] = squareAt(a);
    return [Math.abs(r - s), Math.abs(c - d)].sort() + '' === leaper;
  };

  // Play, compare and puzzle modes draw every square: not above 50 a side.
  const asked = param('mode');
  const mode = ['play', 'compare', 'puzzle'].includes(asked) && !large ? asked : 'watch';
  refuse('mode', query.has('mode') && asked !== mode);
  const puzzle = asked === 'puzzle' || param('puzzle') || param('puzzle-seed');
  const preload = (href, as) => {
    const link = el('link', { rel: 'preload', href, as, fetchPriority: 'low' });
    // Fetched as the app and the engine's worker fetch them (CORS mode, same origin).
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.append(link);
  };
  // Work the link asks for at once runs in the engine (web/static/tour-engine-pool.js),
  // which the app would start fetching only once it runs: its files (the pool first,
  // written here from web/src/tasks/files/names.rs) are fetched now, after the page's
  // own, so the engine is ready about when the app is.
  if (puzzle || flag('survey') || flag('starts')) {
    for (const file of [/* the engine's files */]) preload(file, file.endsWith('.wasm') ? 'fetch' : 'script');
  }
  const algorithm = (name, fallback) => (ALGORITHMS.includes(param(name)) ? param(name) : fallback);
  // embed=fit: the host page sets the frame's height, as the app's stylesheet expects.
  const fit = param('embed') === 'fit';
  const embed = fit || flag('embed');
  const start = spot(param('start'));
  let end = flag('closed') ? null : spot(param('end'));
  // walk=: play mode's moves so far, up to the first the app refuses (off the board, a
  // hole, visited, not the piece's move, or the last square while others wait).
  const walk = [];
  const count = rows * cols - holes.size;
  for (const name of mode === 'play' ? param('walk').split(/[, ]/).filter(Boolean) : []) {
    const id = spot(name);
    if (!id || walk.includes(id) || (walk.length && (id === end && walk.length + 1 < count || !isMove(walk.at(-1), squareAt(id))))) {
      refuse('walk');
      break;
    }
    walk.push(id);
  }
  refuse('walk', query.has('walk') && mode !== 'play');
  refuse('lang', query.has('lang') && !langOf(param('lang')));
  // In play mode the start is the walk's first square; a tour ends elsewhere.
  if (mode === 'play' && !walk.length && start) walk.push(start);
  if (end === (mode === 'play' ? walk[0] : start) && count > 1) end = null;

  // The page's words and switches, and the tab's title.
  page.lang = lang;
  html.lang = lang;
  document.title = text.title;
  // A catalogue entry by key, `entry.variant` for a variant's name.
  const word = (key) => key.split('.').reduce((entry, part) => entry[part], text);
  for (const element of page.querySelectorAll('[data-first-text]')) {
    const key = element.dataset.firstText;
    const tagline = mode !== 'play' ? text.tagline : kind === 0 ? text.play_tagline : text.play_tagline_any;
    element.textContent = key === 'tagline' ? fill(tagline, { piece }) : word(key);
  }
  for (const element of page.querySelectorAll('[data-first-text-label]')) {
    element.setAttribute('aria-label', word(element.dataset.firstTextLabel));
  }
  for (const button of page.querySelectorAll('[data-first-mode]')) {
    button.setAttribute('aria-pressed', String(button.dataset.firstMode === mode));
  }
  for (const select of page.querySelectorAll('select')) {
    for (const option of select.options) option.selected = option.value === (select.name === 'lang' ? lang : theme || 'system');
  }
  if (embed) {
    page.classList.add('embed');
    if (fit) page.classList.add('fit');
    page.querySelector('header').remove();
  }
  const status = page.querySelector('[data-first-status]');

  const element = (name, attributes, parent) => {
    const made = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
    if (parent) parent.append(made);
    return made;
  };

  // One board, as view::board draws it: labels, then a <g class="sq"> per square.
  const drawBoard = (caption) => {
    const svg = element('svg', {
      class: 'board',
      viewBox: `0 0 ${LABEL + cols * CELL} ${rows * CELL + LABEL}`,
      role: 'group',
      // The size as the app writes it in a sentence (8×8).
      'aria-label': fill(text.board_label, { board: `${rows}\u00d7${cols}` }) + (caption ? ` · ${caption}` : ''),
      'data-first-board': `${rows}x${cols}`,
    });
    const labelClass = rows > 26 || cols > 26 ? 'label small' : 'label';
    const labels = element('g', { class: 'labels', 'aria-hidden': 'true' }, svg);
    const label = (x, y, name) => {
      element('text', { class: labelClass, x, y }, labels).textContent = name;
    };
    for (let row = 0; row < rows; row += 1) label(LABEL / 2, row * CELL + CELL / 2, rows - row);
    for (let col = 0; col < cols; col += 1) label(LABEL + col * CELL + CELL / 2, rows * CELL + LABEL / 2, fileName(col));
    // Play mode's walk as the app shows it: each square reached ringed at the start, with
    // its move number above the path through the squares' centres (the knight's square
    // shows the knight instead), and the squares the piece may move to next dotted (the
    // last square only once every other is reached).
    const early = walk.length + 1 < count;
    const points = [];
    const numbers = [];
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        const name = nameOf(row, col);
        if (holes.has(name)) continue;
        const [x, y] = [LABEL + col * CELL, row * CELL];
        const step = walk.indexOf(name) + 1;
        const legal = walk.length && !step && isMove(walk.at(-1), [row, col]) && !(early && name === end);
        if (step) points[step - 1] = `${x + CELL / 2},${y + CELL / 2}`;
        if (step < walk.length && step && rows <= 30 && cols <= 30) numbers.push([x + CELL / 2, y + CELL / 2, step]);
        const square = element('g', {
          class: `sq ${(row + col) % 2 ? 'dark' : 'light'}${step ? ' visited' : ''}${step === 1 ? ' start' : ''}`,
          role: 'button',
          tabindex: row === rows - 1 && col === 0 ? 0 : -1,
          'aria-label': name,
          'data-first-square': name,
          ...(step ? { 'data-step': step } : {}),
        }, svg);
        element('rect', { x, y, width: CELL, height: CELL }, square);
        if (legal) element('circle', { class: 'legal-dot', cx: x + CELL / 2, cy: y + CELL / 2, r: 10 }, square);
      }
    }
    element('polyline', { points: points.join(' ') }, element('g', { class: 'path' }, svg));
    const numbered = element('g', { 'aria-hidden': 'true' }, svg);
    for (const [x, y, step] of numbers) element('text', { class: 'num', x, y }, numbered).textContent = step;
    return svg;
  };

  // Above 50 a side the app paints a canvas: light squares, the dark ones while they are
  // at least 3 pixels wide, in the theme's colours.
  const drawCanvas = () => {
    const wrap = el('div', { className: 'large-board' });
    const canvas = el('canvas', { width: 1600, height: Math.round((1600 * rows) / cols) });
    canvas.dataset.firstBoard = `${rows}x${cols}`;
    canvas.setAttribute('aria-label', text.first_loading);
    wrap.append(canvas);
    requestAnimationFrame(() => {
      const context = canvas.getContext('2d');
      const style = getComputedStyle(canvas);
      const cell = 1600 / cols;
      context.fillStyle = style.backgroundColor;
      context.fillRect(0, 0, canvas.width, canvas.height);
      if (cell < 3) return;
      context.fillStyle = style.caretColor;
      for (let row = 0; row < rows; row += 1) {
        for (let col = (row + 1) % 2; col < cols; col += 2) context.fillRect(col * cell, row * cell, cell, cell);
      }
    });
    return wrap;
  };

  const wrap = page.querySelector('.board-wrap');
  if (large) {
    wrap.append(drawCanvas());
  } else if (mode === 'compare') {
    wrap.classList.add('compare');
    for (const caption of [algorithm('algo', 'fast'), algorithm('vs', 'warnsdorff')]) {
      const figure = el('figure');
      figure.append(el('figcaption', { textContent: caption }), drawBoard(caption));
      wrap.append(figure);
    }
  } else {
    wrap.append(drawBoard());
  }

  // The piece on `name` on every board, as the app draws it: the knight as itself, any
  // other leaper by its two steps. Without a walk its square is ringed as the start and
  // reached, as the app shows the first move.
  const showKnight = (name) => {
    const at = squareAt(name);
    for (const knight of page.querySelectorAll('.knight')) knight.remove();
    for (const svg of page.querySelectorAll('svg.board')) {
      if (!walk.length) {
        for (const square of svg.querySelectorAll('.sq.start')) square.classList.remove('start', 'visited');
        svg.querySelector(`[data-first-square="${name}"]`)?.classList.add('start', 'visited');
      }
      const knight = element('g', {
        class: kind ? 'knight leaper' : 'knight',
        transform: `translate(${LABEL + at[1] * CELL} ${at[0] * CELL})`,
        'aria-hidden': 'true',
      }, svg);
      element('circle', { cx: CELL / 2, cy: CELL / 2, r: 25 }, knight);
      element('text', { x: CELL / 2, y: CELL / 2 }, knight).textContent = kind ? leaper : '♞';
    }
  };
  // What the link starts from and where it finishes, as the app will show them.
  if (!large && (walk.at(-1) || start)) showKnight(walk.at(-1) || start);
  if (end) {
    for (const square of page.querySelectorAll(`[data-first-square="${end}"]`)) square.classList.add('end');
  }
  // Each parameter the app refuses, quoted as its notice quotes it, where the app puts its
  // notices: first in the panel, beside the board, so their sentences never move it.
  if (refused.length) {
    const notice = el('div', { className: 'notice' });
    const list = el('ul');
    for (const name of refused) list.append(el('li', { textContent: `${name}="${query.getAll(name).pop().slice(0, 40)}"` }));
    notice.append(list);
    status.before(notice);
  }
  // The app's start-up script failed (the WebAssembly could not be fetched or compiled):
  // say so instead of loading for ever. The app removes this page when it starts. A
  // panic in the app reaches here too, as the error of the trap that follows it, with its
  // message in <html data-panic>: after-start.js says it over the board.
  const after = () => import('./after-start.js');
  const failed = () => {
    const unloaded = () => {
      status.textContent = text.first_failed;
      status.classList.remove('solving');
    };
    if (html.dataset.panic == null) return unloaded();
    after().then((module) => module.panicked(), unloaded);
  };
  addEventListener('error', failed);
  addEventListener('unhandledrejection', failed);

  const choose = (name) => {
    page.dataset.chosen = name;
    if (!large) showKnight(name);
    status.textContent = fill(text.first_kept, { sq: name });
  };
  wrap.addEventListener('click', (event) => {
    const square = event.target.closest('[data-first-square]');
    if (square) {
      choose(square.dataset.firstSquare);
    } else if (event.target.tagName === 'CANVAS') {
      // The square under the pixel's centre, and the edge square on an edge pixel, as the
      // app takes it (large_board.rs), so the first and last row and column each have a
      // pixel of their own.
      const box = event.target.getBoundingClientRect();
      const at = (offset, length, count) => {
        const pixel = Math.floor(offset);
        const last = Math.round(length) - 1;
        if (pixel <= 0 || pixel >= last) return pixel <= 0 ? 0 : count - 1;
        return Math.min(Math.floor(((pixel + 0.5) / Math.round(length)) * count), count - 1);
      };
      const row = at(event.clientY - box.top, box.height, rows);
      const col = at(event.clientX - box.left, box.width, cols);
      if (row >= 0 && col >= 0) choose(nameOf(row, col));
    }
  });
  // Enter and Space choose; the arrows, Home, End, Page Up and Page Down move the focus
  // (a roving tabindex, as on the app's board).
  const MOVES = {
    ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1],
    Home: [0, -1000], End: [0, 1000], PageUp: [-1000, 0], PageDown: [1000, 0],
  };
  wrap.addEventListener('keydown', (event) => {
    const square = event.target.closest('[data-first-square]');
    if (!square) return;
    const name = square.dataset.firstSquare;
    const move = MOVES[event.key];
    if (event.key === 'Enter' || event.key === ' ') {
      choose(name);
    } else if (move) {
      const [row, col] = squareAt(name);
      const clamp = (value, count) => Math.max(0, Math.min(count - 1, value));
      const next = square.closest('svg')
        .querySelector(`[data-first-square="${nameOf(clamp(row + move[0], rows), clamp(col + move[1], cols))}"]`);
      if (next) {
        square.tabIndex = -1;
        next.tabIndex = 0;
        next.focus();
      }
    } else {
      return;
    }
    event.preventDefault();
  });
  page.hidden = false;

  // Once the app has taken the page over from this board (it removes it), the offline
  // copy is installed (after-start.js).
  new MutationObserver((_, observer) => {
    if (page.isConnected) return;
    observer.disconnect();
    after().then((module) => module.keepOffline(), () => {});
  }).observe(page.parentNode, { childList: true });
})();
