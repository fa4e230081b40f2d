// Drives `jpd gtp` the way Sabaki does, through Sabaki's own GTP client (@sabaki/gtp 3):
// the start-up handshake, a sync (komi, boardsize, set_free_handicap, play for every stone,
// undo to the common prefix or clear_board and a full replay) before every genmove, a
// virtual move entered in the console and then stored in the tree as a pass, detours into
// other variations and back (synced by undo and by clear_board), two passes, and final_score
// typed in the console. Every answer is checked. With --keep-virtual-on-replay among the
// engine's arguments every replay of the stored pass must keep the virtual move (one stderr
// line each); without it the pass must be a pass, with nothing on stderr about it.
// Usage: node sabaki-session.js ENGINE_COMMAND [ARGS...]   (exit 0 ok, 1 a check failed)
const {Command} = require('@sabaki/gtp')
const {startEngine, check, run} = require('./engine.js')

const session = startEngine(process.argv.slice(2))
const {controller, tracker, log} = session
const SIZE = 9
const HUMAN_MOVES = ['E5', 'C3', 'G7', 'C7', 'G3', 'D4', 'F6', 'B5', 'H5', 'E2', 'E8', 'B2', 'H8', 'B8', 'H2', 'A5',
  'J5', 'E1', 'E9']
const KEEP = process.argv.includes('--keep-virtual-on-replay')
// Black's virtual move as jpd-score_report counts it ('black white'), once Sabaki has replayed it as a pass.
const REPLAYED_VIRTUAL = KEEP ? '1 0' : '0 0'

// The game tree's main line as Sabaki keeps it: a virtual move can only be a pass there.
let tree = []
let komi = 6.5
let handicap = []

function history() {
  const commands = handicap.length > 0 ? [{name: 'set_free_handicap', args: handicap}] : []
  return commands.concat(tree.map(([color, vertex]) => ({name: 'play', args: [color, vertex]})))
}

async function sync() {
  await tracker.sync({komi, boardsize: [SIZE, SIZE], history: history()})
}

// What the user types in Sabaki's GTP console.
async function consoleCommand(text) {
  const response = await tracker.queueCommand(Command.fromString(text))
  check(session, !response.error, text + ' failed: ' + response.content)
  return response.content
}

// Sabaki's engine move: sync, then genmove (we list no genmove_analyze).
async function engineMove(color) {
  await sync()
  const response = await tracker.queueCommand({name: 'genmove', args: [color]})
  check(session, !response.error, 'genmove failed: ' + response.content)
  const move = response.content.trim().toUpperCase()
  check(session, /^([A-HJ][1-9]|PASS)$/.test(move), 'genmove answer ' + response.content)
  tree.push([color, move === 'PASS' ? 'pass' : move])
}

// The human's next move: each one only once, so that a new variation really differs.
let humanMoves = 0
function humanMove() {
  const used = new Set(tree.map(([, vertex]) => vertex))
  while (used.has(HUMAN_MOVES[humanMoves])) humanMoves++
  tree.push(['B', HUMAN_MOVES[humanMoves++]])
}

async function virtualCounts() {
  const report = await consoleCommand('jpd-score_report')
  const black = report.match(/virtual_black: (\d+)/)[1]
  const white = report.match(/virtual_white: (\d+)/)[1]
  return black + ' ' + white
}

function sent(name) {
  return log.filter(line => line.startsWith('> ' + name)).length
}

// The stderr lines that say a replayed pass was kept as a virtual move.
function conversions() {
  return session.stderr.join('\n').split('\n').filter(line => line.includes("kept 'play black pass'")).length
}

// After a sync that replayed the stored pass once: the counts, and one stderr line with the option, none without.
async function checkReplayedVirtual(what, conversionsBefore) {
  const counts = await virtualCounts()
  check(session, counts === REPLAYED_VIRTUAL, what + ': virtual counts ' + counts + ', expected ' + REPLAYED_VIRTUAL)
  const logged = conversions() - conversionsBefore
  check(session, logged === (KEEP ? 1 : 0), what + ': ' + logged + ' conversions on stderr')
}

run(session, async () => {
  // Start-up, as Sabaki's EngineSyncer sends it.
  const [name, , protocol, list] = await Promise.all(['name', 'version', 'protocol_version', 'list_commands']
    .map(command => controller.sendCommand({name: command})))
  check(session, name.content === 'jpd-gtp', 'name ' + name.content)
  check(session, protocol.content === '2', 'protocol_version ' + protocol.content)
  for (const command of ['undo', 'set_free_handicap', 'genmove', 'final_score', 'gogui-rules_legal_moves']) {
    check(session, list.content.split('\n').includes(command), 'list_commands lacks ' + command)
  }

  // A human (Black) against the engine (White).
  humanMove()
  await engineMove('W')
  check(session, sent('komi') === 1 && sent('boardsize') === 1, 'the first sync sets komi and boardsize')
  for (let i = 0; i < 2; i++) {
    humanMove()
    await engineMove('W')
  }

  // A virtual move: typed in the console, then entered in Sabaki as a pass (its tree cannot hold it).
  const virtualAt = tree.length
  await consoleCommand('play b virtual')
  tree.push(['B', 'pass'])
  let undosBefore = sent('undo')
  let conversionsBefore = conversions()
  await engineMove('W')
  check(session, sent('undo') === undosBefore + 1, 'the sync undid the console move to replay it as a pass')
  await checkReplayedVirtual('undo and replay', conversionsBefore)
  humanMove()
  await engineMove('W')
  check(session, tree.length === 10, 'ten moves in the tree')

  // The user goes back two moves and tries another move: undo to the common prefix.
  tree = tree.slice(0, tree.length - 2)
  undosBefore = sent('undo')
  humanMove()
  await engineMove('W')
  check(session, sent('undo') === undosBefore + 2, 'two undos to the common prefix')
  check(session, await virtualCounts() === REPLAYED_VIRTUAL, 'the variation after the virtual move keeps it')

  // A detour: back to just before the virtual move, another variation, then back to the main line.
  // Both syncs undo to the common prefix; the way back replays the stored pass.
  const mainLine = tree.slice()
  tree = mainLine.slice(0, virtualAt)
  humanMove()
  await engineMove('W')
  check(session, await virtualCounts() === '0 0', 'the detour has no virtual move')
  tree = mainLine.slice()
  humanMove()
  undosBefore = sent('undo')
  const clearsBefore = sent('clear_board')
  conversionsBefore = conversions()
  await engineMove('W')
  check(session, sent('undo') === undosBefore + 2 && sent('clear_board') === clearsBefore, 'back by undo')
  await checkReplayedVirtual('back from a detour by undo', conversionsBefore)

  // A detour from move 1: too far for undo both ways, so clear_board and a full replay each time.
  const longerLine = tree.slice()
  tree = longerLine.slice(0, 1)
  humanMove()
  await engineMove('W')
  tree = longerLine.slice()
  humanMove()
  const clearsBeforeReturn = sent('clear_board')
  conversionsBefore = conversions()
  await engineMove('W')
  check(session, sent('clear_board') === clearsBeforeReturn + 1, 'back by a full replay')
  await checkReplayedVirtual('back from a detour by clear_board', conversionsBefore)
  const board = await consoleCommand('gogui-rules_board')
  check(session, board.split('\n').length === SIZE, 'the board has ' + SIZE + ' rows')

  // Two passes stop play: Sabaki itself sends nothing more; the user types final_score.
  tree.push(['B', 'pass'], ['W', 'pass'])
  await sync()
  check(session, await consoleCommand('jpd-phase') === 'stopped', 'two passes stop play')
  check(session, await consoleCommand('gogui-rules_legal_moves') === '', 'no legal move once stopped')
  const score = await consoleCommand('final_score')
  check(session, /^(B\+|W\+)\d+(\.5)?$|^0$/.test(score), 'final_score ' + score)

  // A new game with two handicap stones and komi 0.5: clear_board, set_free_handicap, genmove.
  tree = []
  komi = 0.5
  handicap = ['C3', 'G7']
  await engineMove('W')
  check(session, sent('set_free_handicap') === 1, 'the handicap was synced')
  const report = await consoleCommand('jpd-score_report')
  check(session, /komi: 0\.5\n/.test(report) && /virtual_black: 0\n/.test(report), 'a fresh game: ' + report)
  check(session, await consoleCommand('gogui-rules_side_to_move') === 'black', 'Black to move after White')

  // Every answer of the whole session was a success; the stored pass was replayed three times.
  const errors = log.filter(line => line.startsWith('< ?'))
  check(session, errors.length === 0, 'error answers: ' + errors.join(', '))
  check(session, conversions() === (KEEP ? 3 : 0), conversions() + ' conversions in all')
  console.log('sabaki-session: ok (' + log.filter(line => line.startsWith('> ')).length + ' commands, '
    + (KEEP ? 'virtual moves kept' : 'passes are passes') + ')')
})
