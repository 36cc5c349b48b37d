// The board and the panels: the Survivors' cards, the legend, and the
// clicks that take actions. Each action the server's view offers comes
// with spots (in the view's extra, actions.go): the places on the page to
// click in turn to take it. A click takes the one action it leads to, or
// opens a menu that says what each would do (and an attack's odds).
'use strict';

let sel = []; // the spots clicked so far towards an action

// --- the Survivors' panels ---

function drawSurvivors(x, mySeats) {
  const box = $('#survivors');
  box.replaceChildren(...x.survivors.map((s) => survivorPanel(s, x, mySeats)));
  box.dataset.slots = x.survivors.length ? x.survivors[0].slots.length : 0;
}

function survivorPanel(s, x, mySeats) {
  const head = el('div', {className: 'who'});
  head.dataset.spot = 'survivor:' + s.name;
  head.tabIndex = 0;
  head.setAttribute('role', 'button');
  head.append(el('span', {className: 'dot', style: 'background:' + seatColor(s.seat)}), el('b', {textContent: s.name}));
  if (mySeats.includes(s.seat)) head.append(el('span', {className: 'mine-mark', textContent: t('survivor.yours')}));
  head.append(' ' + s.words);
  const slots = el('div', {className: 'slots'});
  // A card takes more room than an empty slot, for its numbers.
  slots.style.gridTemplateColumns = s.slots.map((c) => c.card ? 'minmax(0, 2.4fr)' : 'minmax(0, 1fr)').join(' ');
  for (const c of s.slots) {
    const slot = el('div', {className: 'slot', tabIndex: 0}, el('small', {textContent: c.slotWords || c.slot}));
    slot.setAttribute('aria-label', s.name + ' ' + (c.slotWords || c.slot) + (c.card ? ': ' + c.card : t('slot.empty')));
    slot.dataset.spot = 'slot:' + s.name + ':' + c.slot;
    if (c.card) slot.append(cardChip(c));
    slots.append(slot);
  }
  const panel = el('div', {className: 'survivor' + (mySeats.includes(s.seat) ? ' mine' : '') + (s.active ? ' active' : '') + (s.out ? ' out' : '')}, head, slots);
  panel.style.borderLeftColor = seatColor(s.seat);
  panel.dataset.survivor = s.name;
  return panel;
}

// cardChip is a card with its numbers (Range, dice, Accuracy, Damage).
function cardChip(c) {
  const card = el('div', {className: 'card' + (c.weapon ? ' weapon' : ''), title: c.id + (c.stats ? ': ' + c.stats : ''), tabIndex: 0},
    el('span', {className: 'card-name', textContent: c.card + (c.attached ? ' + ' + c.attached : '')}));
  if (c.stats) card.append(el('span', {className: 'stats', textContent: c.stats}));
  card.dataset.spot = 'card:' + c.id;
  return card;
}

// drawLegend says what the board shows, as the match's rules have it: no
// Mold in 2nd Edition, and its enemies are zombies.
function drawLegend(x) {
  const box = $('#legend');
  const kinds = x.legend.kinds.map((k) => el('span', {className: 'kind'},
    el('span', {className: 'chip', style: 'background:' + k.color, textContent: k.name}), ' ' + k.words));
  const zones = el('p', {}, el('b', {textContent: t('legend.zones')}),
    el('span', {className: 'swatch room'}), t('legend.room'), el('span', {className: 'swatch corridor'}), t('legend.corridor'),
    el('span', {className: 'swatch exterior'}), t('legend.exterior'),
    x.legend.mold ? el('span', {}, ' ', el('span', {className: 'swatch mold'}), t('legend.mold')) : null,
    t('legend.doors'));
  box.replaceChildren(zones, el('p', {}, el('b', {textContent: x.xenos + ' '}), ...kinds));
  box.dataset.ruleset = x.ruleset;
}

// describeBoard gives the board's zones, doors and pieces the names a
// sighted player reads off the picture ("corridor c2: Cole, 1 Tank"), and
// writes the board in words under it (D, or its summary, opens it).
function describeBoard(x) {
  const lines = [];
  for (const z of x.zones || []) {
    for (const e of document.querySelectorAll(`#board [data-zone="${CSS.escape(z.zone)}"]`)) named(e, z.words);
    lines.push(z.words);
  }
  for (const d of x.doors || []) {
    for (const e of document.querySelectorAll(`#board [data-door="${CSS.escape(d.door)}"]`)) named(e, d.words);
    lines.push(d.words);
  }
  for (const e of document.querySelectorAll('#board [data-survivor]')) named(e, e.dataset.survivor);
  for (const e of document.querySelectorAll('#board [data-xeno]')) named(e, e.textContent.trim() || e.dataset.xeno);
  for (const e of document.querySelectorAll('#board [data-objective]')) named(e, t('board.objective', {o: e.dataset.objective}));
  const svg = $('#board svg');
  if (svg) {
    svg.setAttribute('role', 'group'); // not img: its zones, doors and pieces have names of their own
    svg.setAttribute('aria-label', t('board.label'));
  }
  $('#board-words').textContent = [x.status, ...lines].join('\n');
}

// named gives a board element its accessible name.
function named(e, words) {
  e.setAttribute('aria-label', words);
  e.setAttribute('role', 'img');
}

// --- spots: where actions are taken ---

// keysAt lists the spots an element stands for, innermost first.
function keysAt(target) {
  const keys = [];
  for (let e = target; e && e !== document.body; e = e.parentElement) {
    const d = e.dataset || {};
    if (d.spot) keys.push(d.spot);
    if (d.survivor && e.closest('#board')) keys.push('survivor:' + d.survivor);
    if (d.objective) keys.push('objective:' + d.objective);
    if (d.xeno) {
      const z = e.closest('[data-pieces]');
      if (z) keys.push('xeno:' + z.dataset.pieces + ':' + d.xeno, 'xenos:' + z.dataset.pieces);
    }
    if (d.door) keys.push('door:' + d.door);
    if (d.pieces) keys.push('zone:' + d.pieces);
    if (d.zone) keys.push('zone:' + d.zone);
  }
  return keys;
}

// elementsFor returns the elements that stand for a spot.
function elementsFor(key) {
  const [kind, a, b] = key.split(':');
  const q = (s) => Array.from(document.querySelectorAll(s));
  const v = (x) => '"' + CSS.escape(x) + '"';
  switch (kind) {
    case 'zone': return q(`#board [data-zone=${v(a)}]`);
    case 'door': return q(`#board [data-door=${v(a)}]`);
    case 'objective': return q(`#board [data-objective=${v(a)}]`);
    case 'survivor': return q(`#board [data-survivor=${v(a)}], [data-spot=${v(key)}]`);
    case 'xenos': return q(`#board [data-pieces=${v(a)}] [data-xeno]`);
    case 'xeno': return q(`#board [data-pieces=${v(a)}] [data-xeno=${v(b)}]`);
  }
  return q(`[data-spot=${v(key)}]`);
}

// candidates are the actions offered whose spots begin with prefix.
function candidates(prefix) {
  return offered().filter((a) => a.spots && a.spots.length >= prefix.length && prefix.every((k, i) => a.spots[i] === k));
}

function highlight() {
  for (const e of document.querySelectorAll('.spot')) e.classList.remove('spot');
  for (const e of document.querySelectorAll('.chosen')) e.classList.remove('chosen');
  for (const k of sel) for (const e of elementsFor(k)) e.classList.add('chosen');
  // Any card may be discarded at almost any time: its spot is not marked
  // (a click on it still offers it), but against a wound, where it counts
  // (a soak, or a brace: an M.R.E. before a wound that would eliminate).
  const v = shown();
  const quiet = (a) => a.kind === 'Discard' && sel.length === 0 && (!v || (v.decision !== 'soak' && v.decision !== 'brace'));
  for (const a of candidates(sel)) {
    if (a.spots.length > sel.length && !quiet(a)) for (const e of elementsFor(a.spots[sel.length])) e.classList.add('spot');
  }
}

function onSpotClick(ev) {
  if (ev.target.closest('#menu')) return;
  const keys = keysAt(ev.target);
  if (!keys.length || !offered().length) return;
  if (takeClick(keys, ev.clientX, ev.clientY)) {
    ev.preventDefault();
    return;
  }
  closeMenu();
  sel = [];
  highlight();
  explainClick(keys, ev.clientX, ev.clientY);
}

// takeClick takes (or asks, in a menu) the action a click on keys leads
// to, continuing the spots clicked so far or starting anew; it reports
// whether the click led anywhere.
function takeClick(keys, x, y) {
  for (const prefix of [sel, []]) {
    for (const k of keys) {
      const c = candidates([...prefix, k]);
      if (c.length) {
        choose([...prefix, k], c, x, y);
        return true;
      }
    }
  }
  return false;
}

// explainClick answers a click that leads to no action: in a Reorganize
// (a Search ends with a free one), the click ends it and then counts; on
// the Survivor already taking its Turn, it says so.
function explainClick(keys, x, y) {
  const v = shown();
  const done = offered().find((a) => a.kind === 'DoneReorganizing');
  if (done && keys.some((k) => !k.startsWith('card:') && !k.startsWith('slot:'))) {
    act(done.text, () => takeClick(keys, x, y));
    return;
  }
  const tn = v && v.extra && v.extra.turn;
  if (tn && keys.includes('survivor:' + tn.survivor)) {
    note(t(tn.last ? 'note.turnAlreadyLast' : 'note.turnAlready', {survivor: tn.survivor}));
    return;
  }
  if (v && v.decision === 'keep') note(t('note.keepFirst'));
}

// choose takes the one action a click leads to, or asks which: an attack
// (with its odds), a Search, a trade and the like always ask.
function choose(prefix, c, x, y) {
  const done = c.filter((a) => a.spots.length === prefix.length);
  if (c.length === 1 && done.length === 1 && !done[0].confirm) {
    sel = [];
    act(done[0].text);
    return;
  }
  sel = prefix;
  highlight();
  openMenu(c, x, y, done.length < c.length);
}

function actionButton(a, label) {
  const b = el('button', {type: 'button', title: a.text}, el('span', {textContent: label || a.label || a.text}));
  b.dataset.action = a.text;
  return b;
}

function openMenu(c, x, y, more) {
  const menu = $('#menu');
  menu.replaceChildren(el('div', {className: 'menu-title', textContent: more ? t('menu.chooseOrClick') : t('menu.choose')}));
  for (const a of c) {
    const b = actionButton(a);
    if (a.odds) b.append(el('small', {className: 'odds', textContent: a.odds}));
    menu.append(b);
  }
  menu.append(el('button', {type: 'button', textContent: t('menu.cancel'), className: 'cancel'}));
  menu.setAttribute('aria-label', t('menu.choose'));
  menu.hidden = false;
  menu.style.left = Math.max(4, Math.min(x + 8, window.innerWidth - 420)) + 'px';
  menu.style.top = Math.max(4, Math.min(y + 8, window.innerHeight - menu.offsetHeight - 8)) + 'px';
  menuFrom = document.activeElement;
  menu.querySelector('button').focus(); // for the keyboard: its first choice, Tab to the next, Escape to leave
}

let menuFrom = null; // what had the focus when the menu opened

function closeMenu() {
  const menu = $('#menu');
  const had = !menu.hidden && menu.contains(document.activeElement);
  menu.hidden = true;
  if (had && menuFrom && document.contains(menuFrom)) menuFrom.focus();
}

document.addEventListener('click', (ev) => {
  const b = ev.target.closest('button[data-action]');
  if (b) {
    if (offered().some((a) => a.text === b.dataset.action)) act(b.dataset.action);
    return;
  }
  if (ev.target.closest('#menu .cancel')) {
    closeMenu();
    sel = [];
    highlight();
    return;
  }
  if (ev.target.closest('#board, #survivors, #drawn')) onSpotClick(ev);
  else if (!ev.target.closest('#menu')) closeMenu();
});
document.addEventListener('keydown', (ev) => {
  const spot = ev.target.closest && ev.target.closest('#survivors [tabindex], #drawn [tabindex]');
  if (spot && (ev.key === 'Enter' || ev.key === ' ')) { // a key on a card or a slot: as a click on it
    const r = spot.getBoundingClientRect();
    ev.preventDefault();
    onSpotClick({target: spot, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, preventDefault() {}});
    return;
  }
  if (ev.key === 'Escape') {
    closeMenu();
    sel = [];
    highlight();
  }
});
