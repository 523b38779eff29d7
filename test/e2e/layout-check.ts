// The layout audit's checks, run in the page (a plain function: Playwright serializes it). Each
// returns a list of problems in words a reviewer acts on ("… covered by <button> "Ask the assistant"").
//   - the page never scrolls sideways;
//   - the header stays on one line (the navigation's links share one row, every part of the header
//     sits on its middle line);
//   - every visible column header (and row header) of a table is fully on screen, inside the areas
//     that clip it, not covered by another element (elementFromPoint at its centre and corners), and
//     its text is not cut and does not run out of its cell;
//   - a floating control (position: fixed, outside dialogs and toasts: the assistant's button, the
//     hotkeys' "?") covers no text and no control;
//   - a dialog or popover fits in the window;
//   - a quote board's cells (table.live-table: the monitor, a workspace panel), every figure's
//     cell of any table (td.num) and every cell with a button (row actions) are not cut;
//   - no date (2026-11-19) is broken across two lines at its hyphens;
//   - a closed select shows its chosen option whole (the header's account switcher excepted), and
//     an empty text box its hint;
//   - a row header (a body cell naming its row) stays in its row as the page scrolls.
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const doc = document.documentElement;
  const viewportWidth = doc.clientWidth;
  const viewportHeight = doc.clientHeight;

  const describe = (el: Element | null): string => {
    if (!el) return 'nothing';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const cls =
      typeof el.className === 'string' && el.className
        ? `.${el.className.trim().split(/\s+/).join('.')}`
        : '';
    const label = el.getAttribute('aria-label');
    return `<${el.tagName.toLowerCase()}${cls}>${label ? ` [${label}]` : ''}${text ? ` "${text}"` : ''}`;
  };
  const isShown = (el: Element): boolean => {
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.opacity === '0') return false;
    return !el.closest('.visually-hidden,[aria-hidden="true"],[inert]');
  };
  /**
   * Whether `el` clips its text: wider than its box (scrollWidth, whole pixels), or, as an ellipsis
   * shows for a fraction of a pixel too, its content wider than its content box.
   */
  const clipsText = (el: HTMLElement): boolean => {
    const style = getComputedStyle(el);
    if (style.overflowX === 'visible') return false;
    if (el.scrollWidth > el.clientWidth + 1) return true;
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect().width;
    // The box's own fractional width (clientWidth is rounded: a button as wide as its text would
    // seem 0.4 px too narrow).
    const content =
      el.getBoundingClientRect().width -
      parseFloat(style.borderLeftWidth) -
      parseFloat(style.borderRightWidth) -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight);
    return text > content + 0.25;
  };
  const isFixed = (el: Element): boolean => {
    for (let node: Element | null = el; node; node = node.parentElement)
      if (getComputedStyle(node).position === 'fixed') return true;
    return false;
  };
  // A popover the user opened for a moment (the hotkeys' help, a column chooser, a menu) lies over
  // the screen until it is closed: what it covers is not a problem (its own fit is, check 5). Panels
  // that stay open while the user works (the ticket, the assistant) must cover nothing.
  // The instrument search's results (a listbox, with headings and a result's star around it).
  const transient =
    '.hotkeys-popover, .column-chooser-panel, .instrument-search-popup, [role="menu"], [role="listbox"]';
  /** What covers `el` at a point: null when the point shows `el` (or its content) or a popover. */
  const hits = (el: Element, x: number, y: number): Element | null => {
    const top = document.elementFromPoint(x, y);
    return top && (top === el || el.contains(top) || top.closest(transient)) ? null : top;
  };

  // 1. No sideways scroll of the page.
  const scroller = document.scrollingElement ?? doc;
  if (scroller.scrollWidth > scroller.clientWidth)
    problems.push(
      `the page scrolls sideways: ${scroller.scrollWidth} px of content in ${scroller.clientWidth} px`,
    );

  // 2. The header on one line.
  const header = document.querySelector('.shell-header');
  if (header) {
    const links = [...header.querySelectorAll('.main-nav a')].filter(isShown);
    const tops = links.map((a) => Math.round(a.getBoundingClientRect().top));
    if (tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 2) {
      const wrapped = links.filter((_, i) => tops[i] !== tops[0]).map((a) => a.textContent);
      problems.push(`the menu wraps onto more than one line (${wrapped.join(', ')} on a second line)`);
    }
    const headerRect = header.getBoundingClientRect();
    const middle = headerRect.top + headerRect.height / 2;
    for (const part of [...header.children].filter(isShown)) {
      const r = part.getBoundingClientRect();
      if (Math.abs(r.top + r.height / 2 - middle) > 6)
        problems.push(`the header is on more than one line: ${describe(part)} is off its middle line`);
    }
  }

  // 3. Table headers fully on screen, not covered, not cut. Under a modal dialog only the dialog's
  // own headers count (the page behind it is meant to be covered).
  const modal = [...document.querySelectorAll('[aria-modal="true"], dialog[open]')].find(isShown);
  const cells = [
    ...(modal ?? document).querySelectorAll('th, [role="columnheader"], [role="rowheader"]'),
  ].filter(isShown);
  for (const cell of cells) {
    const name = describe(cell);
    let rect = cell.getBoundingClientRect();
    // Below or above the fold of the page: bring it into view vertically only (a sideways scroll
    // would hide what is checked here).
    if (rect.top < 0 || rect.bottom > viewportHeight) {
      window.scrollBy(0, rect.top - viewportHeight / 2);
      rect = cell.getBoundingClientRect();
    }
    // The part of the cell its scrolling areas show. A header scrolled out of its area is not in
    // view (the area scrolls to it); one cut by the edge of an area that scrolls that way is where
    // the scroll is; one cut by an area that does not scroll is cut off for good.
    let visible = { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    let cutBy: Element | null = null;
    for (let node = cell.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = node.getBoundingClientRect();
      const area = {
        left: box.left + node.clientLeft,
        right: box.left + node.clientLeft + node.clientWidth,
        top: box.top + node.clientTop,
        bottom: box.top + node.clientTop + node.clientHeight,
      };
      const scrollsX = node.scrollWidth > node.clientWidth && /auto|scroll/.test(style.overflowX);
      if ((visible.left < area.left - 0.5 || visible.right > area.right + 0.5) && !scrollsX && !cutBy)
        cutBy = node;
      visible = {
        left: Math.max(visible.left, area.left),
        right: Math.min(visible.right, area.right),
        top: Math.max(visible.top, area.top),
        bottom: Math.min(visible.bottom, area.bottom),
      };
    }
    if (visible.right - visible.left < 4 || visible.bottom - visible.top < 4) continue;
    if (cutBy) {
      problems.push(`column header ${name} is cut off by ${describe(cutBy).slice(0, 60)}`);
      continue;
    }
    if (visible.left < -0.5 || visible.right > viewportWidth + 0.5) {
      problems.push(
        `column header ${name} is off screen (${Math.round(visible.left)}–${Math.round(visible.right)} px of ${viewportWidth})`,
      );
      continue;
    }
    const inset = 2;
    const points: Array<[number, number]> = [
      [(visible.left + visible.right) / 2, (visible.top + visible.bottom) / 2],
      [visible.left + inset, visible.top + inset],
      [visible.right - inset, visible.top + inset],
      [visible.left + inset, visible.bottom - inset],
      [visible.right - inset, visible.bottom - inset],
    ];
    for (const [x, y] of points) {
      if (y < 0 || y > viewportHeight) continue;
      const cover = hits(cell, x, y);
      if (cover) {
        problems.push(`column header ${name} is covered by ${describe(cover).slice(0, 80)}`);
        break;
      }
    }
    // Its text cut (an ellipsis, or clipped by the cell): only for a header wholly in view.
    if (visible.right - visible.left < rect.width - 1) continue;
    let textCut = false;
    for (const part of [cell, ...cell.querySelectorAll('*')]) {
      if (!(part instanceof HTMLElement) || !isShown(part)) continue;
      if (clipsText(part)) {
        problems.push(
          `column header ${name}: its text is cut (${part.scrollWidth} px in ${part.clientWidth} px)`,
        );
        textCut = true;
        break;
      }
    }
    // Or its text runs out of its cell (nothing clips it, so the next cell covers it or its text
    // touches the next header's: "Quantit" beside "Filled").
    if (!textCut) {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const text = range.getBoundingClientRect();
      if (text.width > 0 && (text.left < rect.left - 0.5 || text.right > rect.right + 0.5))
        problems.push(
          `column header ${name}: its text runs out of its cell (${Math.round(text.width)} px of text in ${Math.round(rect.width)} px)`,
        );
    }
  }
  window.scrollTo(0, 0);

  // 4. Floating controls cover nothing.
  const floating = [...document.querySelectorAll('button, a[href]')].filter(
    (el) =>
      isShown(el) &&
      isFixed(el) &&
      !el.closest(
        '[role="dialog"], [role="alertdialog"], dialog, [aria-label="Notifications"], .shell-header',
      ),
  );
  // What a floating control must not cover: controls (their box) and text (the boxes of its lines).
  const targets: Array<{ el: Element; rects: DOMRect[] }> = [];
  const interactive =
    'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
  for (const el of document.querySelectorAll(interactive))
    if (isShown(el)) targets.push({ el, rects: [el.getBoundingClientRect()] });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || (node.textContent ?? '').trim() === '' || !isShown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    targets.push({ el: parent, rects: [...range.getClientRects()] });
  }
  const scrollHeight = scroller.scrollHeight;
  // At the top of the page and scrolled to its end (where a table's totals row is).
  for (const scrollTop of [0, scrollHeight]) {
    window.scrollTo(0, scrollTop);
    for (const control of floating) {
      const c = control.getBoundingClientRect();
      const covered = new Set<string>();
      for (const { el, rects } of targets) {
        if (el === control || el.contains(control) || control.contains(el)) continue;
        for (const r of rects) {
          const left = Math.max(c.left, r.left);
          const right = Math.min(c.right, r.right);
          const top = Math.max(c.top, r.top);
          const bottom = Math.min(c.bottom, r.bottom);
          if (right - left < 2 || bottom - top < 2) continue;
          // Under the control at that point (not clipped away by a scrolling area): covered.
          const stack = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
          const below = stack.findIndex((s) => s === el || el.contains(s));
          const at = stack.findIndex((s) => s === control || control.contains(s));
          if (at !== -1 && below > at) covered.add(describe(el).slice(0, 80));
        }
      }
      for (const what of covered)
        problems.push(
          `${describe(control)} covers ${what}${scrollTop > 0 ? ' (page scrolled to its end)' : ''}`,
        );
    }
  }
  window.scrollTo(0, 0);

  // 5. Dialogs and popovers fit in the window, and their table cells are not cut.
  for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')) {
    if (!isShown(dialog)) continue;
    const r = dialog.getBoundingClientRect();
    if (r.left < -0.5 || r.right > viewportWidth + 0.5)
      problems.push(
        `${describe(dialog).slice(0, 60)} runs off the window (${Math.round(r.left)}–${Math.round(r.right)} px of ${viewportWidth})`,
      );
    const overflowing = [...dialog.querySelectorAll('*')].find((el) => {
      if (!isShown(el)) return false;
      const box = el.getBoundingClientRect();
      return box.right > viewportWidth + 0.5 || box.left < -0.5;
    });
    if (overflowing)
      problems.push(
        `${describe(dialog).slice(0, 60)}: its content runs off the window (${describe(overflowing).slice(0, 60)})`,
      );
    for (const cell of dialog.querySelectorAll('td')) {
      if (cell instanceof HTMLElement && isShown(cell) && cell.scrollWidth > cell.clientWidth + 1)
        problems.push(`${describe(dialog).slice(0, 40)}: the cell ${describe(cell)} is cut`);
    }
  }
  window.scrollTo(0, 0);

  // 6. A figure is never cut mid-number: a quote board's cells (the monitor's, a workspace
  // panel's), and every figure's cell of any other table (`td.num`: prices, quantities, volumes).
  // Nor is a cell's control (a row's Buy / Sell / alert / remove).
  for (const cell of document.querySelectorAll('table.live-table td, table td.num, table td:has(button)')) {
    if (cell instanceof HTMLElement && isShown(cell) && clipsText(cell))
      problems.push(
        `${cell.closest('table')?.getAttribute('aria-label') ?? 'a quote board'}: the cell ${describe(cell)} is cut (${cell.scrollWidth} px in ${cell.clientWidth} px)`,
      );
  }

  // 7. A date is read whole: never "2026-" at a line's end and "11-19" on the next.
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !isShown(parent)) continue;
    for (const match of (node.textContent ?? '').matchAll(/\d{4}-\d{2}-\d{2}/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) problems.push(`the date ${match[0]} in ${describe(parent)} is broken across lines`);
    }
  }

  // 8. A form control shows its text whole: a closed select its choice ("Not linke" was a link
  // select's "Not linked"; the header's account switcher is exempt: it says the id and the type
  // first and cuts the name), an empty text box its hint ("Search / o" was the header's search).
  const measure = document.createElement('canvas').getContext('2d');
  /** Where `drawn` does not fit `el`'s content box less `reserve` px: "(needed px in room px)". */
  const cutInBox = (el: HTMLElement, drawn: string, reserve: number): string | null => {
    if (!measure) return null;
    const style = getComputedStyle(el);
    measure.font = style.font;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - reserve;
    const needed = measure.measureText(drawn).width;
    return needed > room + 1 ? `(${Math.round(needed)} px in ${Math.round(room)} px)` : null;
  };
  for (const select of document.querySelectorAll('select')) {
    if (!isShown(select) || select.closest('.account-switcher')) continue;
    // As the select draws it: white space collapsed (an OSI symbol pads its root with spaces).
    const text = (select.selectedOptions[0]?.textContent ?? '').replace(/\s+/g, ' ').trim();
    // The arrow takes about 20 px of the content box in Chromium.
    const cut = text ? cutInBox(select, text, 20) : null;
    if (cut) problems.push(`the select ${describe(select)} cuts its choice "${text}" ${cut}`);
  }
  for (const input of document.querySelectorAll('input')) {
    if (!isShown(input) || input.value !== '' || !input.placeholder) continue;
    if (!['text', 'search', ''].includes(input.getAttribute('type') ?? '')) continue;
    // As the box draws it: a text box keeps its spaces.
    const cut = cutInBox(input, input.placeholder, 0);
    if (cut) problems.push(`the text box ${describe(input)} cuts its hint "${input.placeholder}" ${cut}`);
  }

  // 9. A row header (a body cell naming its row: a balance's name, an alert's symbol) stays in its
  // row as the page scrolls (sticky like the column headers, they piled up at the window's top).
  const pageScroll = scroller.scrollHeight - scroller.clientHeight;
  if (pageScroll > 0) {
    window.scrollTo(0, Math.min(pageScroll, 400));
    for (const th of document.querySelectorAll('table tbody th')) {
      const row = th.parentElement;
      if (!(th instanceof HTMLElement) || !row || !isShown(th)) continue;
      const shift = th.getBoundingClientRect().top - row.getBoundingClientRect().top;
      if (Math.abs(shift) > 1)
        problems.push(
          `the row header ${describe(th)} leaves its row as the page scrolls (${Math.round(shift)} px)`,
        );
    }
    window.scrollTo(0, 0);
  }
  return problems;
}
