// The page of examples/web: plain JavaScript, no build step, no inline
// script (the Content-Security-Policy forbids them). It is a front end of
// package server (docs/SERVER.md): app.js holds what every part uses (the
// API, the seats' credentials, the router), lobby.js the lobby, board.js
// the clicks on the board and the panels, match.js a match followed live.
'use strict';

const $ = (sel) => document.querySelector(sel);
const el = (tag, props, ...children) => {
  const e = document.createElement(tag);
  Object.assign(e, props || {});
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
};

// An APIError is a refusal of the server: its status and its JSON body.
class APIError extends Error {
  constructor(status, body) {
    super(describeError(status, body));
    this.status = status;
    this.body = body;
  }
}

// --- the page's words: examples/web's catalog (words.go) in the reader's
// language, chosen in the header (kept in localStorage), else the
// browser's Accept-Language, else English ---

let words = {};     // the messages by id
let languages = []; // [{tag, name}]
let langTag = 'en'; // the language of the page, of its API calls and live updates

// t says message id, its {name}s filled from args.
function t(id, args) {
  const text = words[id] || id;
  return text.replace(/\{(\w+)\}/g, (m, k) => (args && args[k] !== undefined ? String(args[k]) : m));
}

// loadWords asks for the page's words in the language kept (none: the
// server chooses by Accept-Language), and writes the page's own text.
async function loadWords() {
  const kept = localStorage.getItem('invader.lang') || '';
  try {
    const r = await fetch('/words' + (kept ? '?lang=' + encodeURIComponent(kept) : ''));
    const w = await r.json();
    words = w.words;
    languages = w.languages;
    langTag = w.lang;
  } catch (e) {
    words = {};
  }
  translatePage();
}

// translatePage writes the words of the page's fixed elements, and the
// language selector.
function translatePage() {
  document.documentElement.lang = langTag === 'zh' ? 'zh-Hans' : langTag;
  for (const e of document.querySelectorAll('[data-t]')) e.textContent = t(e.dataset.t);
  for (const e of document.querySelectorAll('[data-t-placeholder]')) e.placeholder = t(e.dataset.tPlaceholder);
  for (const e of document.querySelectorAll('[data-t-label]')) e.setAttribute('aria-label', t(e.dataset.tLabel));
  const sel = $('#lang');
  sel.replaceChildren(...languages.map((l) => el('option', {value: l.tag, textContent: l.name, selected: l.tag === langTag})));
}

// setLanguage keeps the reader's choice and opens the page again in it.
function setLanguage(tag) {
  localStorage.setItem('invader.lang', tag);
  location.reload();
}

// withLang adds the page's language to an API path.
const withLang = (path) => path + (path.includes('?') ? '&' : '?') + 'lang=' + encodeURIComponent(langTag);

// describeError says what went wrong in words: a refusal with a code in
// the page's language, else the server's message, with a mission file's
// line and column, never the raw JSON.
function describeError(status, body) {
  const said = body && body.code && words['server.' + body.code]; // a refusal in the page's language
  let msg = said ? t('server.' + body.code, body.args) : (body && body.error) || t('error.status', {status});
  if (body && body.line) msg = t(body.column ? 'error.lineColumn' : 'error.line', {line: body.line, column: body.column}) + msg;
  return msg;
}

// api calls the server: body is sent as JSON (a string is sent as it is,
// as type, text by default), the seat's credential as a bearer token. It
// returns the JSON answer, or throws an APIError (or a TypeError when the
// server cannot be reached).
async function api(method, path, body, credential, type) {
  const opts = {method, headers: {}};
  if (typeof body === 'string') {
    opts.body = body;
    opts.headers['Content-Type'] = type || 'text/plain; charset=utf-8';
  } else if (body !== undefined) {
    opts.body = JSON.stringify(body);
    opts.headers['Content-Type'] = 'application/json';
  }
  if (credential) opts.headers.Authorization = 'Bearer ' + credential;
  const r = await fetch(path.startsWith('/api/') ? withLang(path) : path, opts);
  const text = await r.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch (e) {
    data = {error: text.trim() || r.statusText};
  }
  if (!r.ok) throw new APIError(r.status, data);
  return data;
}

// --- the seats this browser holds, by match: {seat, credential, name} ---

const seatKey = (id) => 'invader.seats.' + id;

function heldSeats(id) {
  try {
    const v = JSON.parse(localStorage.getItem(seatKey(id)) || '[]');
    return Array.isArray(v) ? v : [];
  } catch (e) {
    return [];
  }
}

function holdSeat(id, seat, credential, name) {
  const seats = heldSeats(id).filter((s) => s.seat !== seat);
  seats.push({seat, credential, name});
  seats.sort((a, b) => a.seat - b.seat);
  localStorage.setItem(seatKey(id), JSON.stringify(seats));
}

function dropSeat(id, seat) {
  const seats = heldSeats(id).filter((s) => s.seat !== seat);
  if (seats.length) localStorage.setItem(seatKey(id), JSON.stringify(seats));
  else localStorage.removeItem(seatKey(id));
}

function myName() {
  return localStorage.getItem('invader.name') || '';
}

function setMyName(name) {
  if (name) localStorage.setItem('invader.name', name);
}

// newClientID is a fresh id for a request, so that a retry is answered
// rather than applied twice.
function newClientID() {
  const b = new Uint8Array(12);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

// Seats are coloured as package draw frames their Survivors.
const seatColors = ['#1f5fbf', '#c2185b', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#5d4037'];
const seatColor = (n) => seatColors[((n % seatColors.length) + seatColors.length) % seatColors.length];

// --- the router: #/ is the lobby, #/match/ID a match ---

let version = 0; // counts the views drawn, for tests to wait on

function bump() {
  document.body.dataset.version = ++version;
}

function route() {
  const m = location.hash.match(/^#\/match\/([A-Za-z0-9_-]+)/);
  if (m) {
    $('#lobby').hidden = true;
    $('#match').hidden = false;
    openMatch(m[1]);
    return;
  }
  closeMatch();
  $('#match').hidden = true;
  $('#lobby').hidden = false;
  $('#match-title').textContent = '';
  document.title = t('page.home');
  $('#who-decides').textContent = '';
  $('#who-decides').className = '';
  $('#connection').textContent = '';
  showLobby();
}

// The page's keys (the help lists them): A the actions, P the prompt, D
// the board in words, L the log; none while typing in a field.
const shortcuts = {
  a: () => { $('#all-actions').open = true; return $('#actions button'); },
  p: () => $('#prompt-buttons button, #drawn button'),
  d: () => { $('#board-text').open = true; return $('#board-words'); },
  l: () => $('#log'),
};

document.addEventListener('keydown', (ev) => {
  if (ev.ctrlKey || ev.metaKey || ev.altKey || ev.target.closest('input, select, textarea')) return;
  const go = shortcuts[ev.key.toLowerCase()];
  const target = go && !$('#match').hidden ? go() : null;
  if (target) {
    ev.preventDefault();
    target.focus();
  }
});

function toggleHelp() {
  const h = $('#help');
  h.hidden = !h.hidden;
  $('#help-button').setAttribute('aria-expanded', String(!h.hidden));
}

window.addEventListener('hashchange', route);
window.addEventListener('DOMContentLoaded', async () => {
  $('#lang').addEventListener('change', (ev) => setLanguage(ev.target.value));
  $('#help-button').addEventListener('click', toggleHelp);
  await loadWords();
  route();
});
