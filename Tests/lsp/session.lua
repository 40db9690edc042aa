-- A session of Neovim (0.7 and later) with `sdui-term lsp`, headless:
--   SDUI_TERM=... WORKSPACE=... RESULTS=... nvim --headless -u NONE -c 'luafile Tests/lsp/session.lua'
-- It opens WORKSPACE/errors/unknown-component.json, waits for its diagnostics, asks for completion
-- at a component's name and at a property's, hovers a property, goes to the definition of a route
-- in WORKSPACE/index.json, fixes the unknown component and waits for the diagnostics to clear, then
-- stops the server. What it saw goes to RESULTS as JSON, for Tests/lsp/run.py to judge; every wait
-- polls (vim.wait) with a bound, none sleeps.

local binary = os.getenv('SDUI_TERM')
local workspace = os.getenv('WORKSPACE')
local results_path = os.getenv('RESULTS')
local results = { steps = {} }
local published = {}
local exited = nil

local function note(step, value)
  results.steps[step] = value
end

local function finish()
  local file = io.open(results_path, 'w')
  file:write(vim.fn.json_encode(results))
  file:close()
  vim.cmd('qall!')
end

-- The 0-based line and UTF-16 column of the first `pattern` in the buffer, `offset` characters in.
local function position_of(bufnr, pattern, offset)
  for index, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local found = line:find(pattern, 1, true)
    if found then return { line = index - 1, character = found - 1 + offset } end
  end
  error('no ' .. pattern .. ' in the buffer')
end

local function request(bufnr, method, position)
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = position }
  local answers = vim.lsp.buf_request_sync(bufnr, method, params, 10000)
  for _, answer in pairs(answers or {}) do
    if answer.error then return { error = answer.error } end
    return answer.result or vim.NIL
  end
  return { error = 'no answer to ' .. method }
end

local function labels(result)
  local items = result.items or result
  local names = {}
  for _, item in ipairs(items) do table.insert(names, item.label) end
  return names
end

local ok, failure = pcall(function()
  local screen = workspace .. '/errors/unknown-component.json'
  vim.cmd('edit ' .. vim.fn.fnameescape(screen))
  vim.bo.filetype = 'json'
  local bufnr = vim.api.nvim_get_current_buf()
  local client = vim.lsp.start_client({
    name = 'sdui-term',
    cmd = { binary, 'lsp', '--library', 'demo', '--library', 'store' },
    root_dir = workspace,
    handlers = {
      ['textDocument/publishDiagnostics'] = function(err, result, context, config)
        table.insert(published, result)
        return vim.lsp.diagnostic.on_publish_diagnostics(err, result, context, config)
      end,
    },
    on_exit = function(code, signal) exited = { code = code, signal = signal } end,
  })
  vim.lsp.buf_attach_client(bufnr, client)

  local function diagnostics_of(uri, version)
    for index = #published, 1, -1 do
      local set = published[index]
      if set.uri == uri and (version == nil or set.version == version) then return set end
    end
    return nil
  end
  local uri = vim.uri_from_bufnr(bufnr)
  local opened = vim.wait(15000, function() return diagnostics_of(uri) ~= nil end, 10)
  note('opened', opened and diagnostics_of(uri).diagnostics or { error = 'no diagnostics within 15 s' })

  note('component_completion', labels(request(bufnr, 'textDocument/completion',
    position_of(bufnr, '"layout:text"', #'"layout:te'))))
  note('property_completion', labels(request(bufnr, 'textDocument/completion',
    position_of(bufnr, '"text": "The next', #'"te'))))
  local hover = request(bufnr, 'textDocument/hover', position_of(bufnr, '"padding"', 3))
  note('hover', hover.contents and hover.contents.value or hover)

  vim.cmd('edit ' .. vim.fn.fnameescape(workspace .. '/index.json'))
  vim.bo.filetype = 'json'
  local index = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(index, client)
  local definition = request(index, 'textDocument/definition', position_of(index, '"/store/products"', 5))
  if definition[1] then definition = definition[1] end
  note('definition', definition.uri or definition.targetUri or definition)

  vim.cmd('buffer ' .. bufnr)
  local changed = position_of(bufnr, '"acme:carousel"', 0)
  local line = vim.api.nvim_buf_get_lines(bufnr, changed.line, changed.line + 1, false)[1]
  vim.api.nvim_buf_set_lines(bufnr, changed.line, changed.line + 1, false,
    { (line:gsub('acme:carousel', 'demo:card')) })
  local version = vim.lsp.util.buf_versions[bufnr]
  local fixed = vim.wait(15000, function() return diagnostics_of(uri, version) ~= nil end, 10)
  note('fixed', fixed and diagnostics_of(uri, version).diagnostics or { error = 'no diagnostics within 15 s' })

  vim.lsp.stop_client(client)
  vim.wait(10000, function() return exited ~= nil end, 10)
  note('exit', exited or { error = 'the server did not exit within 10 s' })
end)
if not ok then results.failure = tostring(failure) end
finish()
