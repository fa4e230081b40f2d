// Starts the engine named on the command line under @sabaki/gtp's Controller and records
// every command, answer and stderr line, so that a failed check can show the whole session.
const {Controller, ControllerStateTracker, Command} = require('@sabaki/gtp')

function startEngine(argv) {
  if (argv.length === 0) {
    console.error('usage: node SCRIPT ENGINE_COMMAND [ARGS...]')
    process.exit(2)
  }
  const controller = new Controller(argv[0], argv.slice(1))
  const tracker = new ControllerStateTracker(controller)
  const log = []
  const stderr = []
  controller.on('command-sent', ({command, getResponse}) => {
    log.push('> ' + Command.toString(command))
    getResponse().then(
      response => log.push('< ' + (response.error ? '? ' : '= ') + response.content),
      error => log.push('< (no answer: ' + error.message + ')')
    )
  })
  controller.on('stderr', ({content}) => stderr.push(content))
  controller.start()
  return {controller, tracker, log, stderr}
}

// Fails the run with the session so far when the condition does not hold.
function check(session, condition, message) {
  if (!condition) {
    console.error('FAILED: ' + message)
    console.error(session.log.join('\n'))
    console.error('stderr:\n' + session.stderr.join('\n'))
    process.exit(1)
  }
}

// Runs the script body and stops the engine, failing on any exception.
async function run(session, body) {
  try {
    await body()
    await session.controller.stop()
  } catch (error) {
    check(session, false, error.stack || String(error))
  }
}

// Sends a command, noting each line as it comes, then 'answered' when the answer has ended; after untilLines info
// lines the next command ends a streamed analysis, as Sabaki's next command does.
async function streamed(session, name, args, untilLines = Infinity) {
  const events = []
  let stopped = false
  const answer = session.controller.sendCommand({name, args}, ({line, end}) => {
    events.push(end ? 'end' : line)
    if (!stopped && events.filter(event => event.startsWith('info')).length >= untilLines) {
      stopped = true
      session.controller.sendCommand({name: 'name'})
    }
  })
  const response = await answer
  events.push('answered')
  return {response, events}
}

const COLUMNS = 'ABCDEFGHJKLMNOPQRST'

// A game as Sabaki holds it: its moves, synced to the engine before each engine move (komi, boardsize, then undo
// back to the common prefix or clear_board, and the plays), the human's from a list, the engine's from its answers.
class SyncedGame {
  constructor(session, size, komi, humanMoves) {
    Object.assign(this, {session, size, komi, humanMoves, humanMoveCount: 0, tree: []})
  }

  async sync() {
    await this.session.tracker.sync({komi: this.komi, boardsize: [this.size, this.size],
      history: this.tree.map(([color, vertex]) => ({name: 'play', args: [color, vertex]}))})
  }

  // Black's next move: the next of the list that is still free.
  humanMove() {
    while (this.occupied().has(this.humanMoves[this.humanMoveCount])) this.humanMoveCount++
    this.tree.push(['B', this.humanMoves[this.humanMoveCount++]])
  }

  occupied() {
    return new Set(this.tree.map(([, vertex]) => vertex.toUpperCase()))
  }

  // The move of a genmove variant's streamed answer: info lines before the play line and the answer, no candidate
  // shown (their moves) on an occupied point, a move on an empty point of the board, which jpd's showboard then has.
  async playStreamed(color, events, candidateMoves) {
    const ensure = (condition, message) => check(this.session, condition, message)
    const firstInfo = events.findIndex(line => line.startsWith('info'))
    const playLine = events.findIndex(line => line.startsWith('play '))
    ensure(firstInfo >= 0 && firstInfo < playLine && playLine < events.indexOf('answered'),
      'info lines come before the play line and the answer: ' + events.slice(0, 3).join(' | '))
    const taken = this.occupied()
    ensure(candidateMoves.every(move => !taken.has(move)), 'a candidate on an occupied point')
    const move = events[playLine].slice(5).trim().toUpperCase()
    const column = COLUMNS.indexOf(move[0])
    const row = Number(move.slice(1))
    ensure(move === 'PASS' || column >= 0 && column < this.size && row >= 1 && row <= this.size,
      'the move played: ' + events[playLine])
    ensure(!taken.has(move), 'the move is on an empty point: ' + move)
    this.tree.push([color, move === 'PASS' ? 'pass' : move])
    if (move !== 'PASS') {
      // jpd's showboard lists rows from the top down, each with its number first.
      const board = (await this.session.controller.sendCommand({name: 'showboard'})).content.split('\n')
      const cells = board.find(line => line.trim().startsWith(row + ' ')).trim().split(/\s+/).slice(1, this.size + 1)
      ensure(cells[column] === (color === 'B' ? 'X' : 'O'), 'jpd shows ' + move + ': ' + cells.join(' '))
    }
  }
}

module.exports = {startEngine, check, run, streamed, SyncedGame}
