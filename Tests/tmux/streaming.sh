# An agent's stream on standard input is drawn as its lines come (sourced
# by run.sh): the test is the agent, writing A2UI messages into a FIFO the
# program reads. A surface waits for its root, a data update is drawn in
# place while the user's typing stays, a later component joins with the
# focus kept, and the end of the input is said on the status line.
AGENT="$WORK/agent.fifo"
mkfifo "$AGENT"
basic='https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json'
say() { printf '{"version":"v0.9",%s}\n' "$1" >&7; }
launch "$KEYS_TERM" "- < '$AGENT'"
exec 7>"$AGENT"
say '"createSurface":{"surfaceId":"live","catalogId":"'"$basic"'"}'
expect "a streamed surface waits for its root" "waits for its root component"
say '"updateComponents":{"surfaceId":"live","components":[{"id":"root","component":"Column","children":["status","name"]},{"id":"status","component":"Text","text":{"path":"/status"}},{"id":"name","component":"TextField","label":"Name","value":{"path":"/name"}}]}'
say '"updateDataModel":{"surfaceId":"live","path":"/status","value":"Searching tables"}'
expect "the root's arrival draws the surface" "Searching tables"
keys Tab
keys -l "Ada"
expect "typing into a streamed surface" "[Ada"
say '"updateDataModel":{"surfaceId":"live","path":"/status","value":"Found 3 tables"}'
expect "a data update is drawn as it comes" "Found 3 tables"
expect "the typed text stays through a data update" "[Ada"
say '"updateComponents":{"surfaceId":"live","components":[{"id":"root","component":"Column","children":["status","name","more"]},{"id":"more","component":"Text","text":"Pick one below"}]}'
expect "a later component joins the surface" "Pick one below"
expect "the typed text stays when the surface is read again" "[Ada"
keys -l "!"
expect "the focus stays on the field when the surface is read again" "[Ada!"
exec 7>&-
expect "the end of the input is said" "standard input ended"
keys C-c
finished "a streamed surface, then C-c" 0

# An agent that has said nothing yet: the status line turns, and C-c quits.
launch "$KEYS_TERM" "- < '$AGENT'"
exec 7>"$AGENT"
expect "waiting for an agent's first line" "<stdin>"
keys C-c
finished "C-c before the first line" 130
exec 7>&-
