// invader.js: the engine of Zombicide: Invader in the browser, with no
// server. It loads invader.wasm (examples/wasm, built by scripts/build-wasm)
// with Go's wasm_exec.js, which the page loads first.
//
//   import { load } from "./invader.js";
//   const engine = await load("invader.wasm");
//   const game = engine.newGame();
//   game.start({ mission: "M0", rules: { seed: 1 } });
//   game.legal().actions;          // [{notation: "activate Cole", words: "Activate Cole"}, ...]
//   const step = game.apply("activate Cole");
//   step.events.map((e) => e.text); // what happened, in words
//
// Every method returns the answer of docs/PROTOCOL.md as an object:
// {ok: true, ...its fields} or {ok: false, error: {code, message}}. None
// throws: an illegal action, a bad request, even a failure of the engine,
// comes back as a value, and the game is as it was.

/** Loads the engine from url and returns an Engine. The promise is rejected
 *  only when the file cannot be fetched or is no WebAssembly. */
export async function load(url = "invader.wasm") {
  if (typeof globalThis.Go !== "function") {
    throw new Error("invader.js needs Go's wasm_exec.js: load it first");
  }
  const go = new Go();
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url}: ${response.status} ${response.statusText} (build it with scripts/build-wasm)`);
  }
  // A server that sends no application/wasm type gets the bytes read whole.
  const streams = (response.headers.get("Content-Type") || "").startsWith("application/wasm");
  const { instance } = streams
    ? await WebAssembly.instantiateStreaming(response, go.importObject)
    : await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject);
  const exited = go.run(instance); // runs main until it waits for calls: invaderWasm is set
  const api = globalThis.invaderWasm;
  if (!api) {
    throw new Error(`${url} set no invaderWasm: is it examples/wasm?`);
  }
  return new Engine(api, exited);
}

/** An error answer, as the engine writes them. */
function failure(code, message) {
  return { ok: false, error: { code, message } };
}

/** The engine: the greeting, new games, and timed random playouts. */
export class Engine {
  constructor(api, exited) {
    this.api = api;
    this.alive = true;
    exited.then(() => { this.alive = false; });
  }

  /** call calls the engine's function name and parses its answer. */
  call(name, ...args) {
    if (!this.alive) {
      return failure("exited", "the engine has stopped: reload the page");
    }
    try {
      const out = this.api[name](...args);
      return typeof out === "string" ? JSON.parse(out) : out;
    } catch (e) {
      return failure("exited", `the engine failed: ${e}`);
    }
  }

  /** The greeting: protocol version, missions (built-in ids), bots. */
  hello() { return this.call("hello"); }

  /** A new game object, with no game yet: call its start. */
  newGame() { return new Game(this); }

  /** Plays games random games of a built-in mission (each to its end or
   *  round 40) and says how many actions that took and how long: {ok,
   *  games, actions, won, lost, ms}. */
  playouts(mission = "M1", games = 10, seed = 1) {
    const t0 = performance.now();
    const out = this.call("playouts", String(mission), games | 0, seed | 0);
    out.ms = performance.now() - t0;
    return out;
  }
}

/** One game: the requests of docs/PROTOCOL.md as methods. */
export class Game {
  constructor(engine) {
    this.engine = engine;
    this.id = engine.call("open");
    this.closed = typeof this.id !== "number";
  }

  /** Sends any request of docs/PROTOCOL.md: {cmd: "legal", json: true}. */
  request(req) {
    if (this.closed) {
      return failure("no_game", "this game is closed");
    }
    let line;
    try {
      line = JSON.stringify(req);
    } catch (e) {
      return failure("bad_request", `the request does not encode: ${e}`);
    }
    return this.engine.call("handle", this.id, line ?? "");
  }

  /** Starts a game: {mission: "M0"} (or missionText, missionJSON) and
   *  rules: {seed: 1}, or {externalChance: true} for a real table's dice
   *  and cards, and the options of docs/PROTOCOL.md. */
  start({ mission, missionText, missionJSON, rules } = {}) {
    return this.request({ cmd: "start", mission, missionText, missionJSON, rules });
  }

  /** Sets the game from a position (docs/POSITION.md). */
  setPosition(text, { mission, missionText, missionJSON } = {}) {
    return this.request({ cmd: "setposition", text, mission, missionText, missionJSON });
  }

  /** Loads a saved game (what save answers in its field save). */
  load(save) { return this.request({ cmd: "load", save }); }

  /** Where the game stands: round, phase, the decision pending, outcome. */
  status() { return this.request({ cmd: "status" }); }

  /** The legal actions, in notation and in words (json: their JSON too). */
  legal({ json = false } = {}) { return this.request({ cmd: "legal", json }); }

  /** Applies an action in notation ("Cole move c1"): the action, its
   *  events in words and JSON, and the new status. */
  apply(action, { position = false } = {}) {
    return this.request({ cmd: "apply", action: String(action), position });
  }

  /** The game as a seat sees it (-1: a spectator), its choices, and with
   *  json the View's JSON. */
  view({ seat = -1, json = false } = {}) { return this.request({ cmd: "view", seat, json }); }

  /** The exact odds of an attack in notation, or of every legal attack. */
  odds({ action, plan } = {}) { return this.request({ cmd: "odds", action, plan }); }

  /** A bot's choice ("greedy", "lookahead", "random", "search"), applied
   *  too with apply: true. */
  bot({ name = "greedy", seed, iterations, apply = false } = {}) {
    return this.request({ cmd: "bot", name, seed, iterations, apply });
  }

  /** At a real table: the chance outcomes pending, each an action. */
  chance() { return this.request({ cmd: "chance" }); }

  /** The position (docs/POSITION.md) and the hash. */
  position() { return this.request({ cmd: "position" }); }

  /** The game's hash. */
  hash() { return this.request({ cmd: "hash" }); }

  /** The saved game (load reads it back). */
  save() { return this.request({ cmd: "save" }); }

  /** A picture of the board: format "text" or "svg". */
  picture(format = "text") {
    if (this.closed) {
      return failure("no_game", "this game is closed");
    }
    return this.engine.call("picture", this.id, String(format));
  }

  /** Forgets the game. */
  close() {
    if (!this.closed) {
      this.engine.call("close", this.id);
      this.closed = true;
    }
  }
}
