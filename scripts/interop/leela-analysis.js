// Drives `jpd gtp --engine "leelaz ..."` (19x19) the way Sabaki does when an engine lists
// lz-genmove_analyze and lz-analyze, through Sabaki's own GTP client (@sabaki/gtp 3): a sync before
// every engine move (with undo back to the common prefix after a take-back), lz-genmove_analyze for
// the engine's moves, lz-analyze interrupted by the next command. Checks that info lines arrive
// before the answer ends, that the move played is on jpd's board, that no candidate shown is an
// occupied point, and that Leela Zero (its move_history, passed through) holds jpd's game.
// Usage: node leela-analysis.js JPD_COMMAND [ARGS...]   (exit 0 ok, 1 a check failed)
const {startEngine, check, run, streamed, SyncedGame} = require('./engine.js')

const session = startEngine(process.argv.slice(2))
const {controller} = session
const game = new SyncedGame(session, 19, 7.5, ['D4', 'Q16', 'C3', 'R17', 'K10', 'F17', 'O3'])

function candidates(events) {
  return events.filter(line => line.startsWith('info'))
    .flatMap(line => [...line.matchAll(/info move (\S+)/g)].map(match => match[1].toUpperCase()))
}

async function engineMove(color) {
  await game.sync()
  const {response, events} = await streamed(session, 'lz-genmove_analyze', [color, '1'])
  check(session, !response.error, 'lz-genmove_analyze failed: ' + response.content)
  await game.playStreamed(color, events, candidates(events))
}

// Leela's own move list (newest first, passed through jpd) is our tree.
async function assertEngineHoldsTheGame() {
  const history = (await controller.sendCommand({name: 'move_history'})).content.trim()
  const engine = history === '' ? [] : history.split('\n').reverse()
    .map(line => line.trim().split(/\s+/)).map(([color, vertex]) => [color[0].toUpperCase(), vertex.toUpperCase()])
  const ours = game.tree.map(([color, vertex]) => [color, vertex.toUpperCase()])
  check(session, JSON.stringify(engine) === JSON.stringify(ours),
    'Leela holds ' + JSON.stringify(engine) + ', jpd ' + JSON.stringify(ours))
}

run(session, async () => {
  const list = (await controller.sendCommand({name: 'list_commands'})).content.split('\n')
  for (const command of ['lz-analyze', 'lz-genmove_analyze', 'move_history']) {
    check(session, list.includes(command), 'list_commands lacks ' + command)
  }

  for (let i = 0; i < 3; i++) {
    game.humanMove()
    await engineMove('W')
  }
  await assertEngineHoldsTheGame()

  // A take-back of two moves and another way: the sync sends undo, and jpd undoes in Leela too.
  game.tree = game.tree.slice(0, game.tree.length - 2)
  game.humanMove()
  await engineMove('W')
  check(session, session.log.filter(line => line === '> undo').length === 2, 'the sync takes back with undo')
  await assertEngineHoldsTheGame()

  // Analysis mode: lines stream until the next command.
  await game.sync()
  const {response, events} = await streamed(session, 'lz-analyze', ['B', '1'], 1)
  check(session, !response.error, 'lz-analyze failed: ' + response.content)
  check(session, candidates(events).length > 0, 'lz-analyze shows candidates: ' + events.slice(0, 3).join(' | '))
  const taken = game.occupied()
  check(session, candidates(events).every(move => !taken.has(move)), 'an analysis candidate on an occupied point')
  await assertEngineHoldsTheGame()

  // Options Leela refuses are refused, and nothing changes.
  const refused = await controller.sendCommand({name: 'lz-genmove_analyze', args: ['B', 'bogus']})
  check(session, refused.error, 'bogus analysis options are refused: ' + refused.content)
  await assertEngineHoldsTheGame()
  console.log('leela-analysis: ok (' + session.log.length + ' log lines)')
})
