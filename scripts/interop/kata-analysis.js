// Drives `jpd gtp --engine "katago ..."` (9x9) the way Sabaki does when an engine lists kata-genmove_analyze and
// kata-analyze, through Sabaki's own GTP client (@sabaki/gtp 3): a sync before every engine move,
// kata-genmove_analyze for the engine's moves, kata-analyze interrupted by the next command. Checks that info lines
// with KataGo's scoreLead arrive before the answer ends, that the move played is on jpd's board and no candidate is
// an occupied point, and that the engine rules line (territory, komi following the virtual stones) is on stderr.
// Usage: node kata-analysis.js JPD_COMMAND [ARGS...]   (exit 0 ok, 1 a check failed)
const {startEngine, check, run, streamed, SyncedGame} = require('./engine.js')

const session = startEngine(process.argv.slice(2))
const {controller} = session
const game = new SyncedGame(session, 9, 6.5, ['E5', 'C3', 'G7', 'C7', 'G3'])

// KataGo's info lines: each candidate's move and scoreLead (for the side to move).
function candidates(events) {
  return events.filter(line => line.startsWith('info')).flatMap(line =>
    [...line.matchAll(/info move (\S+) .*?scoreLead (-?[0-9.e-]+)/g)]
      .map(match => ({move: match[1].toUpperCase(), lead: Number(match[2])})))
}

async function engineMove(color) {
  await game.sync()
  const {response, events} = await streamed(session, 'kata-genmove_analyze', [color, '5'])
  check(session, !response.error, 'kata-genmove_analyze failed: ' + response.content)
  const shown = candidates(events)
  check(session, shown.length > 0 && shown.every(({lead}) => Number.isFinite(lead)), 'candidates with scoreLead')
  await game.playStreamed(color, events, shown.map(({move}) => move))
}

// The lead of KataGo's best candidate for Black to move, after a short analysis.
async function blackLead() {
  const {response, events} = await streamed(session, 'kata-analyze', ['B', '10'], 8)
  check(session, !response.error, 'kata-analyze failed: ' + response.content)
  const infos = events.filter(line => line.startsWith('info'))
  const last = candidates([infos[infos.length - 1]])
  check(session, last.length > 0, 'kata-analyze shows candidates: ' + events.slice(0, 3).join(' | '))
  check(session, last.every(({move}) => !game.occupied().has(move)), 'an analysis candidate on an occupied point')
  return last[0].lead
}

run(session, async () => {
  const list = (await controller.sendCommand({name: 'list_commands'})).content.split('\n')
  for (const command of ['kata-analyze', 'kata-genmove_analyze']) {
    check(session, list.includes(command), 'list_commands lacks ' + command)
  }
  for (let i = 0; i < 3; i++) {
    game.humanMove()
    await engineMove('W')
  }
  await game.sync()
  const lead = await blackLead()
  check(session, session.stderr.join('\n').includes('engine rules for KataGo: territory'),
    'the engine rules line on stderr')
  console.log('kata-analysis: ok (' + session.log.length + ' log lines; Black leads by ' + lead + ')')
})
