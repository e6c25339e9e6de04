// The plugin's gateway side: nothing. Everything it does runs in the Control UI (the browser entry
// named by openclaw.plugin.json), over the Control UI's own connection; OpenClaw needs a backend
// entry to install a plugin, so this is it.
export default { id: 'question-dock', register() {} };
