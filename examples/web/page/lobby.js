// The lobby: create a match (a built-in mission or a mission file, a
// person or a bot on each seat, the options), list the matches with their
// seats, take an open seat, watch, or load a game record or a save.
'use strict';

let missions = [];     // GET /api/missions
let bots = [];         // GET /api/bots
let uploaded = null;   // the mission file chosen: {text, info}
let uploadError = '';  // what is wrong with the mission file chosen
let lobbyTimer = null; // refreshes the list of matches

async function showLobby() {
  $('#name').value = $('#name').value || myName();
  try {
    if (!missions.length) {
      [missions, bots] = await Promise.all([api('GET', '/api/missions'), api('GET', '/api/bots')]);
      fillMissions();
    }
  } catch (e) {
    $('#lobby-error').textContent = e.message;
  }
  await listMatches();
  clearInterval(lobbyTimer);
  lobbyTimer = setInterval(() => { if (!$('#lobby').hidden) listMatches(); }, 5000);
  bump();
}

function fillMissions() {
  const sel = $('#mission');
  sel.replaceChildren(...missions.map((m) =>
    el('option', {value: m.id, textContent: m.id + ' ' + builtinTitle(m.id, m.title) + (m.ruleset === '2e' ? t('lobby.secondEdition') : '')})));
  const idle = $('#idle-bot');
  idle.replaceChildren(...bots.map((b) => el('option', {value: b, textContent: t('lobby.theBot', {bot: b}), selected: b === 'greedy'})),
    el('option', {value: 'none', textContent: t('lobby.nobody')}));
  chooseMission();
}

// chosen is the mission the form would start: {id, title, ruleset, players, survivors}.
function chosen() {
  if ($('#source-file').checked) return uploaded && uploaded.info;
  return missions.find((m) => m.id === $('#mission').value) || null;
}

function chooseMission() {
  const m = chosen();
  $('#players').value = m ? m.players : 1;
  $('#mission-about').textContent = m
    ? (m.ruleset === '2e' ? t('lobby.rules2e') : '') + t('lobby.survivors', {names: m.survivors.join(', ')})
    : '';
  drawSeatForm();
}

// drawSeatForm draws a choice of a person or a bot for each seat.
function drawSeatForm() {
  const box = $('#seats');
  const old = Array.from(box.querySelectorAll('select'), (s) => s.value);
  const n = Math.max(1, Math.min(64, parseInt($('#players').value, 10) || 1));
  box.replaceChildren();
  for (let i = 0; i < n; i++) {
    const s = el('select', {id: 'seat' + i});
    s.append(el('option', {value: '', textContent: t('lobby.person')}));
    for (const b of bots) s.append(el('option', {value: b, textContent: t('lobby.botNamed', {bot: b})}));
    s.value = old[i] || '';
    box.append(el('label', {className: 'seat'}, el('span', {className: 'dot', style: 'background:' + seatColor(i)}), t('lobby.seatN', {n: i + 1}) + ' ', s));
  }
}

async function chooseFile() {
  const f = $('#mission-file').files[0];
  $('#create-error').textContent = '';
  uploaded = null;
  uploadError = '';
  if (!f) return chooseMission();
  $('#source-file').checked = true;
  const text = await f.text();
  try {
    uploaded = {text, info: await api('POST', '/missions/check', text)};
  } catch (e) {
    uploadError = t('lobby.missionFile', {file: f.name}) + e.message;
    $('#create-error').textContent = uploadError;
  }
  chooseMission();
}

// createRequest reads the form into a request of POST /api/matches.
function createRequest() {
  const n = Math.max(1, parseInt($('#players').value, 10) || 1);
  const seats = [];
  for (let i = 0; i < n; i++) seats.push(($('#seat' + i) || {}).value || '');
  const req = {seats, idleBot: $('#idle-bot').value, idleAfter: $('#idle-after').value.trim(), table: $('#table').checked};
  if ($('#source-file').checked) {
    if (!uploaded) throw new Error(uploadError || t('lobby.chooseFile'));
    req.missionText = uploaded.text;
  } else {
    req.mission = $('#mission').value;
  }
  const take = seats.indexOf('');
  if (take >= 0) {
    req.take = take;
    req.name = $('#name').value.trim();
  }
  const rules = {players: n};
  if ($('#ultrared').checked) rules.ultrared = true;
  if ($('#doors').value) rules.doors = $('#doors').value;
  // The seed is a uint64: written into the JSON as its digits, never as a
  // JavaScript number, which would round it.
  const seed = $('#seed').value.trim();
  if (seed && !/^\d{1,20}$/.test(seed)) throw new Error(t('lobby.badSeed', {seed}));
  let text = JSON.stringify(req);
  const rulesText = JSON.stringify(rules).replace(/}$/, seed ? ',"seed":' + seed + '}' : '}');
  return text.replace(/}$/, ',"rules":' + rulesText + '}');
}

async function createMatch(ev) {
  ev.preventDefault();
  $('#create-error').textContent = '';
  try {
    const body = createRequest();
    setMyName($('#name').value.trim());
    enterCreated(await api('POST', '/api/matches', body, '', 'application/json'));
  } catch (e) {
    $('#create-error').textContent = e.message;
  }
}

// enterCreated keeps the seat the creator took, and opens the match.
function enterCreated(c) {
  if (c.credential) holdSeat(c.match.id, c.seat, c.credential, myName());
  location.hash = '#/match/' + c.match.id;
}

async function listMatches() {
  try {
    const list = await api('GET', '/api/matches?limit=50');
    drawMatches(list);
    $('#lobby-error').textContent = '';
  } catch (e) {
    $('#lobby-error').textContent = t('lobby.matchesError') + e.message;
  }
}

function drawMatches(list) {
  const body = $('#matches tbody');
  body.replaceChildren(...list.map(matchRow));
  $('#matches-empty').hidden = list.length > 0;
  $('#matches').hidden = list.length === 0;
}

// matchRow is a match of the lobby: its mission, where it stands, its
// seats (open ones to take), and a link to watch or go back to it.
function matchRow(m) {
  const mine = heldSeats(m.id);
  const seats = el('ul', {className: 'lobby-seats'});
  for (const s of m.seats) seats.append(seatItem(m, s, mine));
  const go = el('a', {href: '#/match/' + m.id, className: 'button', textContent: mine.length ? t('lobby.play') : t('lobby.watch')});
  go.dataset.match = m.id;
  const where = m.over ? t('outcome.' + m.outcome) : t('lobby.where', {round: m.round, step: Math.max(0, m.steps - 1)});
  const tr = el('tr', {}, el('td', {}, el('b', {textContent: m.mission}), ' ' + missionTitle(m)),
    el('td', {textContent: where}), el('td', {}, seats), el('td', {}, go));
  tr.dataset.match = m.id;
  return tr;
}

function seatItem(m, s, mine) {
  const li = el('li', {}, el('span', {className: 'dot', style: 'background:' + seatColor(s.seat)}),
    t('lobby.seatLine', {n: s.seat + 1, survivors: s.survivors.join(', '), who: seatWho(s)}) +
    (s.away ? t('seat.away') : s.connected ? t('seat.here') : ''));
  if (mine.some((h) => h.seat === s.seat)) li.append(el('b', {textContent: t('seat.you')}));
  else if (s.open && !m.over) {
    const b = el('button', {type: 'button', className: 'join', textContent: t('lobby.join')});
    b.dataset.match = m.id;
    b.dataset.seat = s.seat;
    li.append(' ', b);
  }
  return li;
}

// seatWho says who plays a seat: a bot, nobody yet, or a person's name.
function seatWho(s) {
  return s.bot ? t('seat.bot', {bot: s.bot}) : s.open ? t('seat.open') : s.name;
}

// missionTitle is a match's mission's title in the page's language, if
// the server's list of missions has it.
function missionTitle(m) {
  return missions.some((x) => x.id === m.mission && x.title === m.title) ? builtinTitle(m.mission, m.title) : m.title;
}

// builtinTitle is a built-in mission's title in the page's language.
function builtinTitle(id, title) {
  return words['mission.' + id] || title;
}

// joinSeat takes an open seat, in the name of the form, and opens the
// match.
async function joinSeat(id, seat) {
  const name = $('#name').value.trim() || myName();
  setMyName(name);
  try {
    const r = await api('POST', '/api/matches/' + id + '/seats/' + seat, {name});
    holdSeat(id, r.seat, r.credential, name);
    location.hash = '#/match/' + id;
  } catch (e) {
    $('#lobby-error').textContent = t('lobby.seatError', {n: seat + 1}) + e.message;
    listMatches();
  }
}

// loadMatch starts a match from a game record (the server plays its
// history again) or from a saved game (a State's JSON).
async function loadMatch(ev) {
  ev.preventDefault();
  $('#load-error').textContent = '';
  const f = $('#load-file').files[0];
  if (!f) {
    $('#load-error').textContent = t('lobby.chooseLoad');
    return;
  }
  const text = await f.text();
  try {
    if (text.startsWith('invader record')) {
      enterCreated(await api('POST', '/api/matches/import', text));
      return;
    }
    let save;
    try {
      save = JSON.parse(text);
    } catch (e) {
      throw new Error(t('lobby.notRecord') + e.message);
    }
    const name = $('#name').value.trim();
    enterCreated(await api('POST', '/api/matches', {save, take: 0, name, table: $('#table').checked}));
  } catch (e) {
    $('#load-error').textContent = t('lobby.fileError', {file: f.name}) + e.message;
  }
}

$('#mission').addEventListener('change', () => { $('#source-builtin').checked = true; chooseMission(); });
$('#source-builtin').addEventListener('change', chooseMission);
$('#source-file').addEventListener('change', chooseMission);
$('#mission-file').addEventListener('change', chooseFile);
$('#players').addEventListener('change', drawSeatForm);
$('#new-match').addEventListener('submit', createMatch);
$('#load-match').addEventListener('submit', loadMatch);
$('#refresh').addEventListener('click', listMatches);
$('#matches').addEventListener('click', (ev) => {
  const b = ev.target.closest('button.join');
  if (b) joinSeat(b.dataset.match, parseInt(b.dataset.seat, 10));
});
