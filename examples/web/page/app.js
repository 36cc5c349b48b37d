// The page of examples/web: plain JavaScript, no build step. The server
// sends a game as the players see it (gameView in view.go); the page draws
// it and sends back the actions, in notation.
'use strict';

const $ = (sel) => document.querySelector(sel);
const el = (tag, props, ...children) => {
  const e = document.createElement(tag);
  Object.assign(e, props || {});
  for (const c of children) e.append(c);
  return e;
};

let view = null;   // the game shown
let sel = [];      // the spots clicked so far towards an action
let version = 0;   // counts the views drawn, for tests to wait on

async function api(method, path, body) {
  const opts = {method};
  if (body instanceof FormData) opts.body = body;
  else if (body !== undefined) {
    opts.body = JSON.stringify(body);
    opts.headers = {'Content-Type': 'application/json'};
  }
  const r = await fetch(path, opts);
  const data = await r.json();
  if (!r.ok) {
    const err = new Error(data.error || r.statusText);
    err.data = data;
    throw err;
  }
  return data;
}

// --- the new game and load forms ---

function missionSurvivors() {
  const m = MISSIONS.find((m) => m.id === $('#mission').value);
  return m ? m : null;
}

function seatsFor(info) {
  const box = $('#seats');
  box.replaceChildren();
  if (!info) return;
  $('#players').value = info.players;
  info.survivors.forEach((name, i) => {
    const s = el('select', {name: 'seat' + i, id: 'seat' + i});
    for (const who of ['human', ...BOTS]) s.append(el('option', {value: who, textContent: who === 'human' ? 'a person' : 'bot: ' + who}));
    box.append(el('label', {className: 'seat'}, name + ' ', s));
  });
}

async function checkFile() {
  const f = $('#mission-file').files[0];
  $('#setup-error').textContent = '';
  if (!f) return;
  $('#source-file').checked = true;
  const fd = new FormData();
  fd.append('missionFile', f);
  try {
    seatsFor(await api('POST', '/api/missions/check', fd));
  } catch (e) {
    $('#setup-error').textContent = e.message;
    seatsFor(null);
  }
}

async function startGame(ev) {
  ev.preventDefault();
  const fd = new FormData($('#new-game'));
  if (fd.get('source') !== 'file') fd.delete('missionFile');
  $('#setup-error').textContent = '';
  try {
    enter(await api('POST', '/api/games', fd));
  } catch (e) {
    $('#setup-error').textContent = e.message;
  }
}

async function loadGame(ev) {
  ev.preventDefault();
  $('#load-error').textContent = '';
  try {
    enter(await api('POST', '/api/games/load', new FormData($('#load-game'))));
  } catch (e) {
    $('#load-error').textContent = e.message;
  }
}

function enter(v) {
  $('#setup').hidden = true;
  $('#game').hidden = false;
  $('#controls').hidden = false;
  history.replaceState(null, '', '?game=' + v.id);
  show(v);
}

// --- drawing a game ---

function show(v) {
  view = v;
  sel = [];
  closeMenu();
  $('#game-title').textContent = v.title + ' · ' + v.status;
  $('#board').innerHTML = v.svg;
  $('#replay-banner').hidden = v.live;
  $('#replay-step').textContent = v.step;
  $('#prompt').hidden = !v.live;
  $('#prompt-text').textContent = v.over ? 'The game is over: ' + v.outcome + '.' : (v.actions.length ? v.prompt : 'Waiting for the bots.');
  $('#chance-text').textContent = v.chance || '';
  $('#error').textContent = '';
  drawPromptButtons(v);
  drawDrawn(v);
  drawSurvivors(v);
  drawActions(v);
  drawLog(v);
  $('#scrubber').max = v.steps - 1;
  $('#scrubber').value = v.step;
  $('#step-label').textContent = 'step ' + v.step + ' of ' + (v.steps - 1);
  $('#undo').disabled = !v.canUndo;
  $('#redo').disabled = !v.canRedo;
  $('#save').href = '/api/games/' + v.id + '/state?download=1';
  highlight();
  document.body.dataset.step = v.step;
  document.body.dataset.version = ++version;
}

function actionButton(a, label) {
  const b = el('button', {type: 'button', textContent: label || a.text, title: a.odds || a.text});
  b.dataset.action = a.text;
  return b;
}

function drawPromptButtons(v) {
  const box = $('#prompt-buttons');
  box.replaceChildren();
  for (const a of v.actions) {
    if (!a.spots) box.append(actionButton(a, a.label || a.text));
  }
}

function drawDrawn(v) {
  const box = $('#drawn');
  box.replaceChildren();
  if (!v.drawn) return;
  const c = el('span', {className: 'card', textContent: v.drawn.card});
  c.dataset.spot = 'drawn';
  box.append('Drawn for ' + v.drawn.slot + ': ', c);
}

function drawSurvivors(v) {
  const box = $('#survivors');
  box.replaceChildren();
  for (const s of v.survivors) {
    const head = el('div', {className: 'who'});
    head.dataset.spot = 'survivor:' + s.name;
    head.append(el('b', {textContent: s.name}),
      ` (${s.seat === 'human' ? 'person' : 'bot ' + s.seat}, player ${s.player}) in ${s.zone} · XP ${s.xp} ${s.level} · Armor ${s.armor}` +
      (s.activated ? ' · activated' : '') + (s.out ? ' · ' + s.out : '') + (s.skills.length ? ' · ' + s.skills.join(', ') : ''));
    const slots = el('div', {className: 'slots'});
    for (const c of s.slots) {
      const slot = el('div', {className: 'slot'}, el('small', {textContent: c.slot}));
      slot.dataset.spot = 'slot:' + s.name + ':' + c.slot;
      if (c.card) {
        const card = el('span', {className: 'card', textContent: c.card + (c.attached ? ' + ' + c.attached : ''), title: c.id});
        card.dataset.spot = 'card:' + c.id;
        slot.append(card);
      }
      slots.append(slot);
    }
    box.append(el('div', {className: 'survivor'}, head, slots));
  }
}

function drawActions(v) {
  const list = $('#actions');
  list.replaceChildren();
  for (const a of v.actions) {
    const li = el('li', {}, actionButton(a));
    if (a.odds) li.append(el('span', {className: 'odds', textContent: ' ' + a.odds}));
    list.append(li);
  }
  $('#all-actions').hidden = !v.live;
}

function drawLog(v) {
  const list = $('#log');
  list.replaceChildren();
  for (const e of v.log) {
    if (e.action) {
      const li = el('li', {className: 'act', textContent: '▸ ' + e.action + (e.by ? ' (' + e.by + ')' : '')});
      li.dataset.step = e.step;
      list.append(li);
    }
    for (const line of e.lines) list.append(el('li', {className: 'line', textContent: line}));
  }
  list.scrollTop = list.scrollHeight;
}

// --- spots: where actions are taken ---

// keysAt lists the spots an element stands for, innermost first.
function keysAt(target) {
  const keys = [];
  for (let e = target; e && e !== document.body; e = e.parentElement) {
    const d = e.dataset || {};
    if (d.spot) keys.push(d.spot);
    if (d.survivor) keys.push('survivor:' + d.survivor);
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

function candidates(prefix) {
  if (!view || !view.live) return [];
  return view.actions.filter((a) => a.spots && a.spots.length >= prefix.length && prefix.every((k, i) => a.spots[i] === k));
}

function highlight() {
  for (const e of document.querySelectorAll('.spot')) e.classList.remove('spot');
  for (const a of candidates(sel)) {
    if (a.spots.length > sel.length) for (const e of elementsFor(a.spots[sel.length])) e.classList.add('spot');
  }
}

function onSpotClick(ev) {
  if (!view || !view.live || ev.target.closest('#menu')) return;
  const keys = keysAt(ev.target);
  if (!keys.length) return;
  for (const prefix of [sel, []]) {
    for (const k of keys) {
      const c = candidates([...prefix, k]);
      if (c.length) {
        ev.preventDefault();
        choose([...prefix, k], c, ev);
        return;
      }
    }
  }
  closeMenu();
  sel = [];
  highlight();
}

// choose takes the one action a click leads to, or asks which: an attack
// always asks, to show its odds first.
function choose(prefix, c, ev) {
  const done = c.filter((a) => a.spots.length === prefix.length);
  if (c.length === 1 && done.length === 1 && !done[0].odds) {
    act(done[0].text);
    return;
  }
  sel = prefix;
  highlight();
  openMenu(c, ev, done.length < c.length);
}

function openMenu(c, ev, more) {
  const menu = $('#menu');
  menu.replaceChildren(el('div', {className: 'menu-title', textContent: more ? 'Choose, or click a highlighted place' : 'Choose'}));
  for (const a of c) {
    const b = actionButton(a);
    if (a.odds) b.append(el('small', {textContent: ' — ' + a.odds}));
    menu.append(b);
  }
  const x = document.createElement('button');
  x.type = 'button';
  x.textContent = 'Cancel';
  x.className = 'cancel';
  menu.append(x);
  menu.hidden = false;
  menu.style.left = Math.min(ev.clientX + 8, window.innerWidth - 380) + 'px';
  menu.style.top = Math.min(ev.clientY + 8, window.innerHeight - menu.offsetHeight - 8) + 'px';
}

function closeMenu() {
  $('#menu').hidden = true;
}

async function act(text) {
  closeMenu();
  try {
    show(await api('POST', '/api/games/' + view.id + '/act', {action: text}));
  } catch (e) {
    $('#error').textContent = e.message;
  }
}

async function control(path) {
  try {
    show(await api('POST', '/api/games/' + view.id + '/' + path));
  } catch (e) {
    $('#error').textContent = e.message;
  }
}

async function scrub() {
  const at = $('#scrubber').value;
  try {
    show(await api('GET', '/api/games/' + view.id + '?at=' + at));
  } catch (e) {
    $('#error').textContent = e.message;
  }
}

document.addEventListener('click', (ev) => {
  const b = ev.target.closest('button[data-action]');
  if (b && view && view.live) {
    act(b.dataset.action);
    return;
  }
  if (ev.target.closest('#menu .cancel')) {
    closeMenu();
    sel = [];
    highlight();
    return;
  }
  if (ev.target.closest('#board, #survivors, #drawn')) onSpotClick(ev);
});
$('#mission').addEventListener('change', () => seatsFor(missionSurvivors()));
$('#mission-file').addEventListener('change', checkFile);
$('#new-game').addEventListener('submit', startGame);
$('#load-game').addEventListener('submit', loadGame);
$('#undo').addEventListener('click', () => control('undo'));
$('#redo').addEventListener('click', () => control('redo'));
$('#live').addEventListener('click', () => api('GET', '/api/games/' + view.id).then(show));
$('#scrubber').addEventListener('change', scrub);
$('#show-setup').addEventListener('click', () => { $('#setup').hidden = !$('#setup').hidden; });
window.invaderKeys = keysAt;

seatsFor(missionSurvivors());
const resume = new URLSearchParams(location.search).get('game');
if (resume) api('GET', '/api/games/' + resume).then(enter).catch(() => history.replaceState(null, '', '/'));
