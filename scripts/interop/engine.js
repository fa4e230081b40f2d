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

module.exports = {startEngine, check, run, streamed}
