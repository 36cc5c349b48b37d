// page.js: a whole game in the browser, offline, on invader.js. Choose a
// mission and start; click a legal action, type one in notation, or let
// a bot play. The page sets data-ready, data-over, data-outcome and
// data-steps on <body> for whoever watches it (the tests do).
import { load } from "./invader.js";

const $ = (id) => document.getElementById(id);
let engine = null;
let game = null;
let steps = 0;
let botRunning = false;

/** Shows an error answer, or clears the error shown (null). */
function showError(answer) {
  const box = $("error");
  box.hidden = !answer;
  box.textContent = answer ? `${answer.error.code}: ${answer.error.message}` : "";
}

/** Adds lines to the log: an action (bold) and its events. */
function log(action, events) {
  const list = $("log");
  if (action) {
    const li = document.createElement("li");
    li.className = "action";
    li.textContent = action;
    list.append(li);
  }
  for (const e of events || []) {
    const li = document.createElement("li");
    li.textContent = e.text;
    list.append(li);
  }
  list.scrollTop = list.scrollHeight;
}

/** The chance that an attack eliminates at least one Xeno, from its odds. */
function killChance(outcomes) {
  let w = 0, total = 1;
  for (const o of outcomes) {
    total = o.total;
    if (o.eliminated.length) w += o.weight;
  }
  return Math.round((100 * w) / total);
}

/** Draws the game: status, board, legal actions (with the odds of attacks). */
function render() {
  const status = game.status();
  if (!status.ok) {
    showError(status);
    return;
  }
  const who = status.survivor ? ` (${status.survivor})` : "";
  const chance = status.chance ? `: ${status.chance}` : "";
  $("status").textContent = `Round ${status.round}, ${status.phase} phase. ` +
    (status.over ? `The game is over: ${status.outcome}.` : `Next: ${status.decision}${who}${chance}.`);
  const pic = game.picture("text");
  $("board").textContent = pic.ok ? pic.picture : `${pic.error.code}: ${pic.error.message}`;

  const odds = new Map();
  const all = game.odds();
  if (all.ok) for (const a of all.attacks) odds.set(a.action, a);
  const box = $("actions");
  box.replaceChildren();
  const legal = game.legal();
  for (const a of legal.ok ? legal.actions : []) {
    const b = document.createElement("button");
    b.dataset.action = a.notation;
    b.title = a.notation;
    b.textContent = a.words;
    const o = odds.get(a.notation);
    if (o) b.textContent += ` (${killChance(o.outcomes)}% to eliminate one)`;
    b.addEventListener("click", () => play(a.notation));
    box.append(b);
  }
  if (!box.children.length) {
    const none = document.createElement("span");
    none.className = "none";
    none.textContent = status.over ? "none: the game is over" : "none";
    box.append(none);
  }
  document.body.dataset.over = String(status.over);
  document.body.dataset.outcome = status.outcome;
  document.body.dataset.steps = String(steps);
  $("bot-one").disabled = $("bot-end").disabled = status.over;
}

/** Applies an action in notation; an error is shown, the game unchanged. */
function play(notation) {
  const step = game.apply(notation);
  if (!step.ok) {
    showError(step);
    return false;
  }
  showError(null);
  steps++;
  log(step.words, step.events);
  render();
  return true;
}

/** One decision by the bot chosen, applied. */
function botStep() {
  const answer = game.bot({ name: $("bot").value, apply: true });
  if (!answer.ok) {
    showError(answer);
    return false;
  }
  showError(null);
  steps++;
  log(`${answer.bot}: ${answer.applied.words}`, answer.applied.events);
  render();
  return !answer.applied.status.over;
}

/** The bot plays to the end (or until Stop), drawing every step. */
async function botToTheEnd() {
  if (botRunning) {
    botRunning = false;
    return;
  }
  botRunning = true;
  $("bot-end").textContent = "Stop";
  while (botRunning && botStep()) {
    await new Promise((resolve) => setTimeout(resolve, 0)); // let the page draw
  }
  botRunning = false;
  $("bot-end").textContent = "Bot plays to the end";
}

/** Starts the mission chosen, replacing the game. */
function start() {
  botRunning = false;
  if (game) game.close();
  game = engine.newGame();
  const rules = { seed: Number($("seed").value) || 0 };
  if ($("table").checked) rules.externalChance = true;
  const begun = game.start({ mission: $("mission").value, rules });
  $("log").replaceChildren();
  steps = 0;
  if (!begun.ok) {
    showError(begun);
    return;
  }
  showError(null);
  document.title = `${begun.game.mission} ${begun.game.title}: Zombicide: Invader`;
  log(`${begun.game.mission} ${begun.game.title}, seed ${rules.seed}`, begun.events);
  render();
}

async function main() {
  try {
    engine = await load("invader.wasm");
  } catch (e) {
    $("status").textContent = `The engine did not load: ${e.message}`;
    return;
  }
  const hello = engine.hello();
  for (const id of hello.missions) $("mission").append(new Option(id, id));
  for (const name of hello.bots) $("bot").append(new Option(name, name));
  $("setup").addEventListener("submit", (ev) => { ev.preventDefault(); start(); });
  $("notation").addEventListener("submit", (ev) => {
    ev.preventDefault();
    if (play($("action").value.trim())) $("action").value = "";
  });
  $("bot-one").addEventListener("click", botStep);
  $("bot-end").addEventListener("click", botToTheEnd);
  start();
  globalThis.invader = { engine, get game() { return game; } }; // for the console, and the tests
  document.body.dataset.ready = "true";
}

main();
