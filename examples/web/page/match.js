// A match followed live: a WebSocket per seat this browser holds (or one
// as a spectator) brings each step of the log and the view after it; the
// page shows the view, lets the player click only when the view says the
// decision is theirs, and sends actions with the view's index and a fresh
// client id. A closed connection (a server restarted, a network lost)
// connects again and is sent what it missed.
'use strict';

let match = null; // the match shown: see openMatch

function openMatch(id) {
  if (match && match.id === id) return;
  closeMatch();
  match = {
    id, seats: heldSeats(id), sockets: new Map(), views: new Map(), steps: new Map(),
    index: -1, logged: -1, info: null, replay: null, busy: false, svg: '', legend: '', retry: 0,
  };
  $('#board').replaceChildren();
  $('#log').replaceChildren();
  $('#survivors').replaceChildren();
  $('#error').textContent = '';
  $('#record').href = '/api/matches/' + id + '/record';
  connectAll();
  loadInfo();
}

function closeMatch() {
  if (!match) return;
  const m = match;
  match = null;
  for (const ws of m.sockets.values()) ws.close();
  closeMenu();
}

// connectAll opens a live connection for each held seat, or one as a
// spectator.
function connectAll() {
  const seats = match.seats.length ? match.seats : [{seat: -1, credential: ''}];
  for (const s of seats) connect(match, s);
}

function connect(m, s) {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(proto + '//' + location.host + withLang('/api/matches/' + m.id + '/live'));
  m.sockets.set(s.seat, ws);
  ws.onopen = () => ws.send(JSON.stringify({credential: s.credential, after: m.index}));
  ws.onmessage = (ev) => { if (match === m) receive(s, JSON.parse(ev.data)); };
  ws.onclose = () => {
    if (match !== m || m.sockets.get(s.seat) !== ws || m.gone) return;
    setConnection('reconnecting');
    m.retry = Math.min(m.retry + 1, 5);
    setTimeout(() => { if (match === m && m.sockets.get(s.seat) === ws) connect(m, s); }, 300 * m.retry);
  };
}

// setConnection says how the live connection stands: state is
// "live", "reconnecting", "error" (with the server's words) or "".
function setConnection(state, error) {
  $('#connection').textContent = state === 'error' ? error : state ? t('conn.' + state) : '';
  document.body.dataset.connection = state === 'error' ? error : state;
}

// receive handles a message of the live connection of held seat s.
function receive(s, msg) {
  switch (msg.type) {
    case 'step':
      addStep(msg.step);
      break;
    case 'view':
      match.retry = 0;
      setConnection('live');
      takeView(msg.view);
      break;
    case 'seats':
      if (match.info) match.info.seats = msg.seats;
      drawSeats(msg.seats);
      break;
    case 'gap': // (the server leaves out a "from" or "to" of 0)
      fetchSteps(msg.from || 0, msg.to || 0);
      break;
    case 'error':
      if (/credential/.test(msg.error) && s.seat >= 0) { // the seat is no longer ours
        dropSeat(match.id, s.seat);
        const ws = match.sockets.get(s.seat);
        match.sockets.delete(s.seat);
        match.seats = heldSeats(match.id);
        if (ws) ws.close();
        if (!match.sockets.size) connectAll();
        $('#error').textContent = t('match.yourSeat') + msg.error;
      } else {
        setConnection('error', msg.error); // the connection closes, and connects again
      }
      break;
  }
}

async function loadInfo() {
  const m = match;
  try {
    m.info = await api('GET', '/api/matches/' + m.id);
    if (match === m) drawSeats(m.info.seats);
  } catch (e) {
    if (match !== m) return;
    $('#error').textContent = t('match.thisMatch') + e.message;
    if (e.status === 404) { // gone (or never was): stop trying
      m.gone = true;
      for (const ws of m.sockets.values()) ws.close();
      setConnection('');
    }
  }
}

// --- the log ---

function addStep(st) {
  if (match.steps.has(st.index)) return;
  match.steps.set(st.index, st);
  match.index = Math.max(match.index, st.index);
  drawLog();
  const v = shown();
  if (v && v.index === st.index && v.extra) $('#turn').replaceChildren(...turnWords(v.extra.turn, v.index));
}

// fetchSteps reads the steps from to to from the history's pages.
async function fetchSteps(from, to) {
  const m = match;
  for (let i = from; i <= to;) {
    const page = await api('GET', '/api/matches/' + m.id + '/steps?from=' + i + '&limit=200').catch(() => null);
    if (match !== m) return;
    if (!page) { // the server is away: try again
      setTimeout(() => fetchSteps(i, to), 2000);
      return;
    }
    if (!page.steps.length) break;
    for (const st of page.steps) if (st.index <= to && !m.steps.has(st.index)) m.steps.set(st.index, st);
    i = page.steps[page.steps.length - 1].index + 1;
  }
  drawLog();
}

// drawLog appends the steps that follow the last one shown, in order.
function drawLog() {
  const list = $('#log');
  let added = false;
  while (match.steps.has(match.logged + 1)) {
    const st = match.steps.get(++match.logged);
    list.append(...stepItems(st));
    added = true;
  }
  if (added) pinLog();
}

// pinLog keeps the log scrolled to its end, unless the reader scrolled
// up to read.
function pinLog() {
  const panel = $('#log-panel');
  if (match.pinned !== false) panel.scrollTop = panel.scrollHeight;
}

// The log's lines that begin a phase or a round, and those that hurt, in
// either language, marked for the eye (their words say it too).
const phaseLine = /Phase begins|Round \d+ begins|round \d+ begins|阶段开始|第\d+轮开始/i;
const hurtLine = /wound|eliminated|burn|Friendly Fire|lost|dies|受伤|伤害|消灭|阵亡|失败|烧/i;

// botName says who took a step the server took: a bot, or the dice.
function botName(by) {
  return by === 'dice' ? t('log.dice') : by ? t('seat.bot', {bot: by}) : by;
}

// stepItems writes a step: who took which action, then its events, the
// phases and the wounds marked.
function stepItems(st) {
  const items = [];
  const who = st.seat >= 0 ? (st.by || t('lobby.seatN', {n: st.seat + 1})) : st.by === 'setup' ? '' : botName(st.by);
  let head = st.undo ? t('log.undo', {to: st.to}) : st.action || (st.index === 0 ? t('log.begins') : '');
  if (head) {
    const li = el('li', {className: 'act' + (st.undo ? ' undo' : '')}, el('span', {className: 'idx', textContent: '#' + st.index + ' '}),
      who ? el('span', {className: 'by', textContent: who + ': '}) : null, head);
    if (st.seat >= 0) li.style.borderLeftColor = seatColor(st.seat);
    li.dataset.step = st.index;
    items.push(li);
  }
  for (const line of st.lines) {
    const cls = phaseLine.test(line) ? 'line phase' : hurtLine.test(line) ? 'line hurt' : 'line';
    const li = el('li', {className: cls, textContent: line});
    li.dataset.step = st.index;
    items.push(li);
  }
  if (st.undo) {
    for (const e of document.querySelectorAll('#log li')) {
      const i = parseInt(e.dataset.step, 10);
      if (i > st.to && i < st.index) e.classList.add('undone');
    }
  }
  return items;
}

// --- the views ---

// takeView keeps a seat's view (or a spectator's) and shows the newest.
function takeView(v) {
  const old = match.views.get(v.seat);
  if (old && old.index > v.index) return;
  match.views.set(v.seat, v);
  match.index = Math.max(match.index, v.index);
  if (!match.replay) show(shown());
}

// shown is the view to show: the newest, the one of a held seat that
// decides first.
function shown() {
  if (!match) return null;
  if (match.replay) return match.replay;
  let best = null;
  for (const v of match.views.values()) {
    if (!best || v.index > best.index || (v.index === best.index && v.yours && !best.yours)) best = v;
  }
  return best;
}

// offered are the actions the player may take now, by click: those of the
// view's extra that its list names, when the decision is theirs.
function offered() {
  const v = shown();
  if (!v || !v.yours || match.replay || match.busy || !v.extra || !v.extra.actions) return [];
  const legal = new Set(v.actions);
  return v.extra.actions.filter((a) => legal.has(a.text));
}

function show(v) {
  const x = v.extra;
  sel = [];
  closeMenu();
  $('#match-title').textContent = x.title + ' · ' + x.status;
  document.title = (v.yours ? '● ' : '') + x.title + ' · ' + t('page.home');
  $('#who-decides').textContent = whoDecides(v);
  $('#who-decides').className = v.yours ? 'yours' : '';
  if (x.svg !== match.svg) {
    $('#board').innerHTML = x.svg; // the SVG package draw made, escaped by it
    match.svg = x.svg;
  }
  const mine = match.seats.map((s) => s.seat);
  drawSurvivors(x, mine);
  describeBoard(x);
  if (match.legend !== x.ruleset) {
    drawLegend(x);
    match.legend = x.ruleset;
  }
  drawPrompt(v);
  drawControls(v);
  highlight();
  pinLog();
  document.body.dataset.index = v.index;
  document.body.dataset.yours = v.yours;
  document.body.dataset.decision = v.decision;
  bump();
}

// whoDecides says whose decision it is, in words.
function whoDecides(v) {
  if (match.replay) return t('decides.replay');
  if (v.over) return t('decides.over', {outcome: t('outcome.' + v.outcome)});
  if (v.yours) return v.survivor ? t('decides.yoursFor', {survivor: v.survivor}) : t('decides.yours');
  if (v.deciding === -2) return t('decides.dice');
  if (v.deciding === -3) return t('decides.table');
  const seat = match.info && match.info.seats[v.deciding];
  let who = t('lobby.seatN', {n: v.deciding + 1});
  if (seat && seat.bot) who += t('decides.bot', {bot: seat.bot});
  else if (seat && seat.name) who += t(seat.away ? 'decides.nameAway' : 'decides.name', {name: seat.name});
  else if (seat && seat.open) who += t(seat.away ? 'decides.openAway' : 'decides.open');
  return v.survivor ? t('decides.whoFor', {who, survivor: v.survivor}) : t('decides.who', {who});
}

function drawPrompt(v) {
  const x = v.extra;
  const acts = offered();
  $('#prompt').className = v.yours ? 'yours' : '';
  $('#prompt-text').textContent = v.over ? x.prompt : v.yours ? x.prompt : whoDecides(v);
  $('#turn').replaceChildren(...turnWords(x.turn, v.index));
  $('#fight').textContent = x.fight ? x.fight.words + (x.fight.weapon.stats ? ' [' + x.fight.weapon.stats + ']' : '') +
    (x.fight.dice.length ? t('fight.dice', {dice: x.fight.dice.join(' ')}) : '') : '';
  $('#chance-text').textContent = v.yours ? x.chance || '' : '';
  drawDrawn(x, acts);
  const box = $('#prompt-buttons');
  box.replaceChildren(...acts.filter((a) => a.button && a.kind !== 'Keep').map((a) => {
    const b = actionButton(a);
    if (a.kind === 'EndTurn' && x.turn && x.turn.actions > 0) {
      b.append(el('small', {textContent: t('turn.lost', {left: x.turn.words})}));
    }
    if (a.kind === 'DoneReorganizing') b.classList.add('primary');
    return b;
  }));
}

// turnWords says the Actions left in the Turn, and warns at the last;
// when the step at index began the Turn of the last Survivor of its
// player without a click (the game activates it at once), it says so.
function turnWords(tn, index) {
  if (!tn) return [];
  const out = [el('b', {textContent: tn.survivor + ': ' + tn.words + t('turn.end')})];
  if (tn.actions === 1 && !tn.free) out.push(el('span', {className: 'warn', textContent: t('turn.lastAction')}));
  if (tn.actions === 0 && !tn.free) out.push(el('span', {className: 'warn', textContent: t('turn.noAction')}));
  const st = match.steps.get(index);
  if (tn.last && st && st.action !== 'activate ' + tn.survivor && st.lines.some((l) => l.startsWith(t('log.takesTurn', {survivor: tn.survivor})))) {
    out.push(el('small', {textContent: t('turn.autoActivated')}));
  }
  return out;
}

// drawDrawn shows the card waiting for its place, with its numbers and a
// button for each place it may go.
function drawDrawn(x, acts) {
  const box = $('#drawn');
  box.replaceChildren();
  if (!x.drawn) return;
  const c = cardChip(x.drawn.card);
  c.dataset.spot = 'drawn';
  box.append(el('p', {}, t('drawn.for', {survivor: x.drawn.survivor})), c);
  const keeps = acts.filter((a) => a.kind === 'Keep');
  if (keeps.length) box.append(el('div', {className: 'keeps'}, ...keeps.map((a) => actionButton(a))));
}

function drawControls(v) {
  $('#undo').disabled = !v.canUndo || !!match.replay;
  $('#scrubber').max = match.index;
  if (!match.replay) $('#scrubber').value = v.index;
  $('#step-label').textContent = t('match.step', {n: v.index});
  $('#replay-banner').hidden = !match.replay;
  $('#replay-step').textContent = match.replay ? match.replay.index : '';
  const list = $('#actions');
  list.replaceChildren(...offered().map((a) => el('li', {}, actionButton(a, a.text + ' — ' + a.label),
    a.odds ? el('small', {className: 'odds', textContent: ' ' + a.odds}) : null)));
}

// drawSeats lists the seats: who plays them, who is here, and open seats
// to take.
function drawSeats(seats) {
  const mine = match.seats.map((s) => s.seat);
  const box = $('#seats-panel');
  box.replaceChildren(el('h3', {textContent: t('lobby.seats')}), ...seats.map((s) => {
    const li = el('div', {className: 'seat-line' + (mine.includes(s.seat) ? ' mine' : '')},
      el('span', {className: 'dot', style: 'background:' + seatColor(s.seat)}),
      el('b', {textContent: t('lobby.seatN', {n: s.seat + 1})}), ' ' + s.survivors.join(', ') + t('seat.colon') + seatWho(s),
      mine.includes(s.seat) ? t('seat.you') : '', s.away ? t('seat.awayHere') : s.connected ? t('seat.hereNow') : '');
    if (s.open && !mine.includes(s.seat)) {
      const b = el('button', {type: 'button', className: 'take', textContent: t('match.takeSeat')});
      b.dataset.seat = s.seat;
      li.append(' ', b);
    }
    return li;
  }));
  const v = shown();
  if (v) $('#who-decides').textContent = whoDecides(v);
}

// --- acting ---

// act sends an action of the view shown, for the seat whose view it is;
// then, once the new view is shown, runs after (if any).
async function act(text, after) {
  const v = shown();
  const held = v && match.seats.find((s) => s.seat === v.seat);
  if (!held || match.busy) return;
  await send('/actions', {index: v.index, action: text, client: newClientID()}, held, after);
}

async function undo() {
  const v = shown();
  const held = v && match.seats.find((s) => s.seat === v.seat);
  if (held) await send('/undo', {index: v.index, client: newClientID()}, held);
}

// send posts an action or an undo, retrying with the same client id when
// the server cannot be reached (it answers a retry with the step made).
async function send(path, body, held, after) {
  const m = match;
  m.busy = true;
  closeMenu();
  highlight();
  $('#error').textContent = '';
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await api('POST', '/api/matches/' + m.id + path, body, held.credential);
        m.busy = false;
        if (match === m) takeView(r.view);
        if (after && match === m) after();
        return;
      } catch (e) {
        if (attempt >= 8 || !(e instanceof TypeError || e.status === 503 || e.status === 429)) throw e;
        await new Promise((ok) => setTimeout(ok, 500 + 250 * attempt));
      }
    }
  } catch (e) {
    m.busy = false;
    if (match !== m) return;
    $('#error').textContent = e.status === 409 && e.body && e.body.index !== undefined
      ? t('match.stale')
      : e.message;
    show(shown());
  }
}

function note(text) {
  $('#error').textContent = text;
}

// takeSeat takes an open seat of the match shown, for this browser.
async function takeSeat(n) {
  const name = myName(); // the server names an unnamed person Player N
  try {
    const r = await api('POST', '/api/matches/' + match.id + '/seats/' + n, {name});
    holdSeat(match.id, r.seat, r.credential, name);
    const id = match.id;
    closeMatch();
    openMatch(id);
  } catch (e) {
    $('#error').textContent = t('lobby.seatError', {n: n + 1}) + e.message;
  }
}

// --- replays ---

// scrubs counts the replays asked for: the answer to one that is no
// longer the last (another step asked, Back to live, another match) is
// dropped, so a slow answer never takes the page back into a replay.
let scrubs = 0;

async function scrub() {
  const n = ++scrubs, m = match;
  const at = parseInt($('#scrubber').value, 10);
  if (at >= m.index) return backLive();
  try {
    const v = await api('GET', '/api/matches/' + m.id + '/view?at=' + at);
    if (n !== scrubs || m !== match) return;
    match.replay = v;
    show(match.replay);
  } catch (e) {
    if (n === scrubs) $('#error').textContent = e.message;
  }
}

function backLive() {
  scrubs++;
  match.replay = null;
  const v = shown();
  if (v) show(v);
}

$('#undo').addEventListener('click', undo);
$('#log-panel').addEventListener('scroll', () => {
  const p = $('#log-panel');
  if (match) match.pinned = p.scrollTop + p.clientHeight >= p.scrollHeight - 40;
});
$('#scrubber').addEventListener('change', scrub);
$('#back-live').addEventListener('click', backLive);
$('#seats-panel').addEventListener('click', (ev) => {
  const b = ev.target.closest('button.take');
  if (b) takeSeat(parseInt(b.dataset.seat, 10));
});
