// Drives `jpd gtp` with the built-in player the way Sabaki does in analysis mode, through Sabaki's own GTP
// client (@sabaki/gtp 3): lz-analyze streams info lines until the next command ends it, kata-analyze with
// ownership gives one value per point, kata-genmove_analyze and genmove_analyze stream lines before their
// play line and the move is then on jpd's board. Win rates must lie in range and no candidate may be an
// occupied point. Usage: node builtin-analysis.js JPD_COMMAND [ARGS...] --size 9 ...  (exit 0 ok, 1 a check failed)
const {startEngine, check, run} = require('./engine.js')

const session = startEngine(process.argv.slice(2))
const {controller} = session
const SIZE = 9
const COLUMNS = 'ABCDEFGHJ'
const played = new Set()

// Sends a command, noting each line as it comes; after enough info lines the next command interrupts it.
async function streamed(name, args, untilLines = Infinity) {
  const events = []
  let stopped = false
  const answer = controller.sendCommand({name, args}, ({line, end}) => {
    events.push(end ? 'end' : line)
    if (!stopped && events.filter(event => event.startsWith('info')).length >= untilLines) {
      stopped = true
      controller.sendCommand({name: 'name'})
    }
  })
  const response = await answer
  check(session, !response.error, name + ' failed: ' + response.content)
  return events
}

// Each candidate of the info lines with its win rate as a fraction (KataGo's; the others' are in 1/10000).
function candidates(events, scale) {
  return events.filter(line => line.startsWith('info'))
    .flatMap(line => [...line.matchAll(/info move (\S+) visits (\d+) (?:utility \S+ )?winrate (\S+)/g)])
    .map(([, move, visits, winrate]) => ({move: move.toUpperCase(), visits: +visits, winrate: +winrate / scale}))
}

function checkCandidates(events, scale, what) {
  const shown = candidates(events, scale)
  check(session, shown.length > 0, what + ' shows candidates: ' + events.slice(0, 2).join(' | '))
  check(session, shown.every(({winrate}) => winrate >= 0 && winrate <= 1), what + ' win rates in range')
  check(session, shown.every(({move}) => !played.has(move)), what + ' shows no occupied point')
}

// The stone jpd's showboard has at a vertex ('X', 'O' or '.').
async function stoneAt(vertex) {
  const board = (await controller.sendCommand({name: 'showboard'})).content.split('\n')
  const row = board.find(line => line.trim().startsWith(vertex.slice(1) + ' '))
  return row.trim().split(/\s+/)[1 + COLUMNS.indexOf(vertex[0])]
}

async function genmoveVariant(name, color) {
  const events = await streamed(name, [color, '10'])
  const firstInfo = events.findIndex(line => line.startsWith('info'))
  const playLine = events.findIndex(line => line.startsWith('play '))
  check(session, firstInfo >= 0 && firstInfo < playLine, name + ': info lines before the play line: '
    + events.slice(0, 2).join(' | '))
  checkCandidates(events, name.startsWith('kata-') ? 1 : 10000, name)
  const move = events[playLine].slice(5).trim().toUpperCase()
  check(session, /^([A-HJ][1-9]|PASS)$/.test(move) && !played.has(move), name + ' plays ' + move)
  if (move !== 'PASS') {
    check(session, await stoneAt(move) === (color === 'B' ? 'X' : 'O'), 'jpd has ' + name + "'s " + move)
    played.add(move)
  }
}

run(session, async () => {
  const list = (await controller.sendCommand({name: 'list_commands'})).content.split('\n')
  for (const command of ['lz-analyze', 'kata-analyze', 'lz-genmove_analyze', 'kata-genmove_analyze',
    'genmove_analyze']) {
    check(session, list.includes(command), 'list_commands lacks ' + command)
  }
  await controller.sendCommand({name: 'play', args: ['B', 'E5']})
  played.add('E5')

  const lz = await streamed('lz-analyze', ['W', '10'], 3)
  check(session, lz.filter(line => line.startsWith('info')).length >= 3 && lz[lz.length - 1] === 'end',
    'lz-analyze streams until the next command: ' + lz.length + ' events')
  checkCandidates(lz, 10000, 'lz-analyze')
  const visits = lz.filter(line => line.startsWith('info'))
    .map(line => candidates([line], 10000).reduce((sum, candidate) => sum + candidate.visits, 0))
  check(session, visits[visits.length - 1] > visits[0], 'the visits grow from line to line: ' + visits.join(' '))

  const kata = await streamed('kata-analyze', ['W', 'interval', '10', 'ownership', 'true'], 1)
  checkCandidates(kata, 1, 'kata-analyze')
  const line = kata.find(event => event.startsWith('info'))
  check(session, /scoreLead -?\d/.test(line), 'kata-analyze gives scoreLead: ' + line.slice(0, 120))
  const ownership = line.slice(line.indexOf(' ownership ') + ' ownership '.length).trim().split(/\s+/).map(Number)
  check(session, ownership.length === SIZE * SIZE && ownership.every(value => value >= -1 && value <= 1),
    'kata-analyze gives ' + SIZE * SIZE + ' ownership values from -1 to 1: ' + ownership.length)

  const refused = await controller.sendCommand({name: 'lz-analyze', args: ['W', 'ownership', 'true']})
  check(session, refused.error, 'lz-analyze refuses ownership: ' + refused.content)

  await genmoveVariant('kata-genmove_analyze', 'W')
  await genmoveVariant('genmove_analyze', 'B')
  await genmoveVariant('lz-genmove_analyze', 'W')
  const moves = (await controller.sendCommand({name: 'printsgf'})).content.match(/;[BW]\[/g) || []
  check(session, moves.length === 4, 'the game holds play and the three moves played: ' + moves.length)
  console.log('builtin-analysis: ok (' + session.log.length + ' log lines)')
})
