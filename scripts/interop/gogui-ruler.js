// Replays a GoGui ruler session (GoGui 1.6 with jpd attached as ruler, plus the analyze
// commands a user clicks) against `jpd gtp` and checks every answer against the transcript.
// Transcript lines: `> command`, then `< line` for each line of a success answer or
// `? text` for an error; `#` starts a comment. Checks also that the engine says nothing
// on stdout but answers (the Controller would drop lines before `=`).
// Usage: node gogui-ruler.js [--print] TRANSCRIPT ENGINE_COMMAND [ARGS...]   (exit 0 ok, 1 a check failed);
// --print writes the transcript with the engine's answers instead, to review and commit.
const fs = require('fs')
const {Command} = require('@sabaki/gtp')
const {startEngine, check, run} = require('./engine.js')

function parseTranscript(text) {
  const exchanges = []
  for (const line of text.split('\n')) {
    if (line.startsWith('> ')) {
      exchanges.push({command: line.slice(2), error: false, lines: []})
    } else if (line.startsWith('< ') || line === '<') {
      exchanges[exchanges.length - 1].lines.push(line.slice(2))
    } else if (line.startsWith('? ')) {
      Object.assign(exchanges[exchanges.length - 1], {error: true, lines: [line.slice(2)]})
    }
  }
  return exchanges
}

const print = process.argv[2] === '--print'
const [transcript, ...engine] = process.argv.slice(print ? 3 : 2)
const exchanges = parseTranscript(fs.readFileSync(transcript, 'utf8'))
const session = startEngine(engine)

run(session, async () => {
  for (const {command, error, lines} of exchanges) {
    const response = await session.controller.sendCommand(Command.fromString(command))
    if (print) {
      const answer = response.content === '' ? [] : response.content.split('\n')
      console.log('> ' + command + '\n' + answer.map(line => (response.error ? '? ' : '< ') + line).join('\n'))
      continue
    }
    const expected = (error ? '? ' : '= ') + lines.join('\n')
    const actual = (response.error ? '? ' : '= ') + response.content
    check(session, actual === expected, command + '\nexpected:\n' + expected + '\nactual:\n' + actual)
  }
  if (!print) console.log('gogui-ruler: ok (' + exchanges.length + ' commands)')
})
