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

// describeError says what went wrong in words: the server's message, with
// a mission file's line and column, never the raw JSON.
function describeError(status, body) {
  let msg = (body && body.error) || ('the server answered ' + status);
  if (body && body.line) msg = 'Line ' + body.line + (body.column ? ', column ' + body.column : '') + ': ' + msg;
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
  const r = await fetch(path, opts);
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
  document.title = 'Zombicide: Invader';
  $('#who-decides').textContent = '';
  $('#who-decides').className = '';
  $('#connection').textContent = '';
  showLobby();
}

window.addEventListener('hashchange', route);
window.addEventListener('DOMContentLoaded', route);
