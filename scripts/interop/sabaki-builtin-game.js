// A whole engine game of the built-in player the way Sabaki runs one, through Sabaki's own GTP client
// (@sabaki/gtp 3): the start-up handshake (name, version, protocol_version, list_commands at once), a sync
// before every move (boardsize, clear_board, komi, and the clock as the client's state tracker sends it:
// time_settings), then per move time_left and Sabaki's genmove command (genmove_analyze, its first choice
// among the commands jpd lists; the other variants and plain genmove in turn, as Sabaki's setting
// engines.gemove_analyze_commands may order them). While the game is idle the user looks at the position
// with analysis on: analyze, kata-analyze (with ownership) and lz-analyze stream until Sabaki's next
// command, which first aborts the stream with protocol_version as Sabaki's EngineSyncer does.
// Checked:
//  - time: 9x9 with 20 s absolute per colour, the remaining time counted by this script from the measured
//    reply times and sent in time_left before each move; no move takes as long as the time left, and no
//    clock runs out over the whole game (a functional bound with wide margins, not a speed test);
//  - analysis: every info line is read as Sabaki reads it (variations split at 'info', the trailing
//    moves after 'pv', the rest key-value pairs; win rates in 1/10000 for every command but kata-*, whose
//    win rates are fractions; ownership as one value per point), with candidates legal, win rates from 0
//    to 100%, and the streams end at the next command without disturbing its answer;
//  - resignation: from a hopeless position a second engine (this command plus --playouts 2000) resigns
//    within a few of its moves against a user who plays on, and a third (plus --resign-threshold 0) never
//    does over as many moves.
// Usage: node sabaki-builtin-game.js JPD_COMMAND [ARGS...] --size 9 ...  (no --playouts, no
// --resign-threshold: the script adds them to its resignation engines; exit 0 ok, 1 a check failed)
const {startEngine, check, run} = require('./engine.js')

const SIZE = 9
const KOMI = 6.5
const MAIN_SECONDS = 20
const MOVE_LIMIT = 160
const INTERVAL = '10'
const RESIGN_PLAYOUTS = ['--playouts', '2000']
const RESIGN_WITHIN = 5
const VERTEX = /^(pass|[A-HJ-T](1\d|[1-9]))$/

const engineCommand = process.argv.slice(2)
const game = attach(startEngine(engineCommand))

// One engine as Sabaki's EngineSyncer drives it: its state tracker, and Sabaki's abort of a running stream.
function attach(session) {
  const {controller, tracker} = session
  const engine = {session, controller, tracker, commands: []}
  // Sabaki's sendAbort: while the controller is busy (a stream runs), protocol_version ends it.
  engine.abort = () => {
    if (!controller.busy) return
    controller.sendCommand({name: 'protocol_version'}).then(response =>
      check(session, !response.error && response.content === '2', 'the abort got ' + response.content))
  }
  engine.queue = (command, subscriber) => {
    engine.abort()
    return tracker.queueCommand(command, subscriber)
  }
  engine.sync = history => {
    engine.abort()
    return tracker.sync({komi: KOMI, boardsize: [SIZE, SIZE], history,
      timeSettings: engine.clock ? {mainTime: MAIN_SECONDS, byoyomiTime: 0, byoyomiStones: 0} : undefined})
  }
  engine.ask = async (name, ...args) => {
    const response = await engine.queue({name, args})
    check(session, !response.error, name + ' ' + args.join(' ') + ' failed: ' + response.content)
    return response.content
  }
  return engine
}

// The variations of one info line as Sabaki reads them, with the raw win rate and the ownership values.
function readInfoLine(line, winrateFormat) {
  let ownership = null
  const owned = /\sownership\s/.exec(line)
  if (owned) {
    ownership = line.slice(owned.index + owned[0].length).trim().split(/\s+/).map(Number)
    line = line.slice(0, owned.index)
  }
  const variations = []
  const rejected = []
  for (const segment of line.split(/\s*info\s+/).slice(1).map(part => part.trim())) {
    const tokens = segment.split(/\s+/)
    let pvStart = tokens.length
    while (pvStart > 0 && VERTEX.test(tokens[pvStart - 1])) pvStart--
    // Sabaki drops a section that does not end in a move, and drops the word before the moves unread.
    if (pvStart === tokens.length || tokens[pvStart - 1] !== 'pv' || (pvStart - 1) % 2 !== 0) {
      rejected.push(segment)
      continue
    }
    const fields = {}
    for (let i = 0; i < pvStart - 1; i += 2) fields[tokens[i]] = tokens[i + 1]
    const pv = tokens.slice(pvStart)
    const passAt = pv.indexOf('pass')
    variations.push({
      move: fields.move,
      visits: Number(fields.visits),
      rawWinrate: fields.winrate,
      winrate: winrateFormat === 'float' ? Number(fields.winrate) * 100 : Number(fields.winrate) / 100,
      scoreLead: fields.scoreLead == null ? null : Number(fields.scoreLead),
      pv: passAt < 0 ? pv : pv.slice(0, passAt)
    })
  }
  return {variations, rejected, ownership}
}

// Checks every info line of a stream as Sabaki would show it; legal is the list of legal points.
function checkInfoLines(engine, what, lines, legal, {kata, ownership}) {
  const infos = lines.filter(line => line.startsWith('info '))
  check(engine.session, infos.length > 0, what + ' streamed no info line: ' + lines.slice(0, 3).join(' | '))
  for (const line of infos) {
    const read = readInfoLine(line, kata ? 'float' : 'integer')
    const context = what + ': ' + line.slice(0, 160)
    // A pass candidate has no board point to draw; Sabaki drops it, and nothing else may be dropped.
    check(engine.session, read.rejected.every(segment => /^move pass\b/.test(segment)),
      what + ' has sections Sabaki drops: ' + read.rejected.join(' | '))
    const shown = read.variations.filter(variation => variation.move !== 'pass')
    check(engine.session, shown.length > 0, context + ' shows no candidate')
    for (const variation of shown) {
      check(engine.session, legal.has(variation.move), context + ': candidate ' + variation.move + ' is not legal')
      check(engine.session, Number.isInteger(variation.visits) && variation.visits > 0, context + ': visits')
      // Sabaki 0.52 reads a win rate with a decimal point as a fraction; Sabaki 0.60 goes by the command.
      check(engine.session, kata === variation.rawWinrate.includes('.'), context + ': win rate dialect')
      check(engine.session, variation.winrate >= 0 && variation.winrate <= 100, context + ': win rate range')
      check(engine.session, variation.pv.length > 0 && variation.pv[0] === variation.move, context + ': pv')
      check(engine.session, !kata || Number.isFinite(variation.scoreLead), context + ': scoreLead')
    }
    if (ownership) {
      check(engine.session, read.ownership != null && read.ownership.length === SIZE * SIZE
        && read.ownership.every(value => value >= -1 && value <= 1), context + ': ownership of every point')
    } else {
      check(engine.session, read.ownership == null, context + ': ownership not asked for')
    }
  }
}

async function legalMoves(engine) {
  return new Set((await engine.ask('gogui-rules_legal_moves')).split(/\s+/).filter(Boolean))
}

// The user looks at the position with analysis on: the stream runs until this many info lines came,
// then Sabaki's next command (the time_left before the move) aborts it; that answer must be its own.
async function idleAnalysis(engine, name, color, options, lines, legal, secondsLeft) {
  const events = []
  const enough = new Promise(resolve => {
    engine.queue({name, args: [color, INTERVAL, ...options]}, ({line}) => {
      events.push(line)
      if (events.filter(event => event.startsWith('info ')).length >= lines) resolve()
    }).then(response => {
      check(engine.session, !response.error, name + ' failed: ' + response.content)
      resolve()
    })
  })
  await enough
  const next = await engine.queue({name: 'time_left', args: [color, String(secondsLeft), '0']})
  check(engine.session, !next.error && next.content === '', 'the command after ' + name + ' answered ' + next.content)
  checkInfoLines(engine, name, events, legal, {kata: name.startsWith('kata-'), ownership: options.length > 0})
}

// Sabaki's generateMove: the genmove command, or a genmove variant whose 'play' line gives the move.
// A pass that answers a pass comes without a search, so without info lines.
async function generateMove(engine, name, color, legal, afterPass = false) {
  if (name === 'genmove') {
    const response = await engine.queue({name, args: [color]})
    check(engine.session, !response.error, 'genmove failed: ' + response.content)
    return response.content.trim().toLowerCase()
  }
  const lines = []
  let move = null
  const response = await engine.queue({name, args: [color, INTERVAL]}, ({line}) => {
    lines.push(line)
    if (line.startsWith('play ')) move = line.slice('play '.length).trim().toLowerCase()
  })
  check(engine.session, !response.error && move != null, name + ' failed: ' + response.content)
  if (move !== 'resign' && !(afterPass && move === 'pass' && !lines.some(line => line.startsWith('info ')))) {
    checkInfoLines(engine, name, lines, legal, {kata: name.startsWith('kata-'), ownership: false})
  }
  return move
}

// The clock game: jpd plays both colours (one engine attached plays both sides in Sabaki).
async function clockGame() {
  const {session} = game
  game.clock = true
  const variants = ['genmove_analyze', 'kata-genmove_analyze', 'lz-genmove_analyze', 'genmove']
  const left = {B: MAIN_SECONDS, W: MAIN_SECONDS}
  const history = []
  let passes = 0
  let longest = {seconds: 0, left: 0}
  let result = null
  for (let turn = 0; turn < MOVE_LIMIT && result == null; turn++) {
    const color = turn % 2 === 0 ? 'B' : 'W'
    await game.sync(history)
    const legal = await legalMoves(game)
    const sent = Math.floor(left[color])
    if (turn === 10) {
      await idleAnalysis(game, 'kata-analyze', color, ['ownership', 'true'], 3, legal, sent)
      await idleAnalysis(game, 'lz-analyze', color, [], 3, legal, sent)
      await idleAnalysis(game, 'analyze', color, [], 2, legal, sent)
    }
    await game.ask('time_left', color, String(sent), '0')
    const started = process.hrtime.bigint()
    const move = await generateMove(game, variants[turn % variants.length], color, legal, passes > 0)
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    left[color] -= seconds
    check(session, seconds < sent, color + "'s move " + (turn + 1) + ' took ' + seconds.toFixed(2)
      + ' s with ' + sent + ' s left')
    check(session, left[color] > 0, color + "'s clock ran out at move " + (turn + 1))
    if (seconds > longest.seconds) longest = {seconds, left: sent}
    check(session, move === 'resign' || move === 'pass' || legal.has(move.toUpperCase()),
      'move ' + (turn + 1) + ' ' + move + ' is not legal')
    if (move === 'resign') {
      result = (color === 'B' ? 'W' : 'B') + '+R'
    } else {
      history.push({name: 'play', args: [color, move]})
      passes = move === 'pass' ? passes + 1 : 0
      if (passes === 2) result = 'two passes'
    }
  }
  check(session, result != null, 'the game did not end in ' + MOVE_LIMIT + ' moves')
  return 'clock game: ' + history.length + ' moves, ' + result + '; seconds left B ' + left.B.toFixed(1)
    + ', W ' + left.W.toFixed(1) + ' of ' + MAIN_SECONDS + '; longest move ' + longest.seconds.toFixed(2)
    + ' s with ' + longest.left + ' s left'
}

// A hopeless position for Black with more than a quarter of the board played: Black's wall on column B
// against White's on column C, and White stones across the rest.
function hopelessHistory() {
  const history = []
  for (let row = 1; row <= SIZE; row++) {
    history.push({name: 'play', args: ['B', 'B' + row]}, {name: 'play', args: ['W', 'C' + row]})
  }
  for (const vertex of ['E3', 'E7', 'G3', 'G7', 'G5']) history.push({name: 'play', args: ['W', vertex]})
  return history
}

// Black's engine moves against a user (White) who plays on inside White's area; the count of Black's
// genmoves up to a resignation, or null when it never resigned in this many.
async function playHopeless(engine, blackMoves) {
  const history = hopelessHistory()
  const userMoves = ['H2', 'H8', 'F5', 'J5', 'E5', 'D5', 'H5', 'F2', 'F8', 'D2', 'D8']
  for (let i = 1; i <= blackMoves; i++) {
    await engine.sync(history)
    const legal = await legalMoves(engine)
    const move = await generateMove(engine, 'genmove', 'B', legal)
    if (move === 'resign') return i
    check(engine.session, move === 'pass' || legal.has(move.toUpperCase()), 'Black plays ' + move)
    history.push({name: 'play', args: ['B', move]})
    const used = new Set(history.map(command => command.args[1].toUpperCase()))
    history.push({name: 'play', args: ['W', userMoves.find(vertex => !used.has(vertex))]})
  }
  return null
}

async function startUp(engine) {
  const [name, version, protocol, list] = await Promise.all(['name', 'version', 'protocol_version', 'list_commands']
    .map(command => engine.controller.sendCommand({name: command})))
  check(engine.session, name.content === 'jpd-gtp' && !version.error && protocol.content === '2',
    'start-up: ' + [name, version, protocol].map(response => response.content).join(', '))
  engine.commands = list.content.split('\n')
  for (const command of ['time_settings', 'time_left', 'analyze', 'kata-analyze', 'lz-analyze', 'genmove_analyze',
    'kata-genmove_analyze', 'lz-genmove_analyze', 'gogui-rules_legal_moves']) {
    check(engine.session, engine.commands.includes(command), 'list_commands lacks ' + command)
  }
}

run(game.session, async () => {
  check(game.session, !engineCommand.includes('--resign-threshold') && !engineCommand.includes('--playouts'),
    'give the engine command without --playouts and --resign-threshold: the script sets them where it needs')
  await startUp(game)
  const summary = [await clockGame()]

  const resigning = attach(startEngine(engineCommand.concat(RESIGN_PLAYOUTS)))
  const neverResigning = attach(startEngine(engineCommand.concat(RESIGN_PLAYOUTS, ['--resign-threshold', '0'])))
  await Promise.all([startUp(resigning), startUp(neverResigning)])
  const resignedAt = await playHopeless(resigning, RESIGN_WITHIN)
  check(resigning.session, resignedAt != null, 'Black did not resign in ' + RESIGN_WITHIN + ' moves')
  check(neverResigning.session, await playHopeless(neverResigning, RESIGN_WITHIN) == null,
    'Black resigned with --resign-threshold 0')
  summary.push('resigned at its move ' + resignedAt + ' of a hopeless position; with --resign-threshold 0 played '
    + RESIGN_WITHIN + ' moves')
  await Promise.all([resigning.controller.stop(), neverResigning.controller.stop()])

  const errors = [game, resigning, neverResigning].flatMap(engine => engine.session.log)
    .filter(line => line.startsWith('< ?'))
  check(game.session, errors.length === 0, 'error answers: ' + errors.join(', '))
  console.log('sabaki-builtin-game: ok (' + summary.join('; ') + ')')
})
