/**
 * The scripts that change a booking's record (./record.ts) in Upstash, each one atomic: the check and the change
 * are one step, so that of two acts at once only one can pass (docs/decisions/200-booking-state.md). Written for
 * Redis's Lua 5.1 and for the local emulation's Lua 5.3 alike (`unpack`), without `cjson`: every value they read is
 * a plain field; the JSON fields are written whole, as the caller made them.
 */

/**
 * Moves one or more bookings at once, each from one of its allowed states (and, when given, at its expected version),
 * then applies the index changes. Nothing is written unless every booking may move.
 * ARGV: the number of bookings; per booking: `,state,state,` allowed (`none` for one not yet recorded), the expected
 * version (`` for any), a TTL in seconds (`` to keep), the number of fields to set then their pairs, the number of
 * fields to delete then their names; then the number of index changes and, each, `zadd|zrem`, the index's position
 * in KEYS, the score, the member.
 * Answers `{1, v1, v2…}` (the new versions) or `{0, i, state, v}` (the booking that may not move, as it stands).
 */
export const MOVE = `
local unpack = unpack or table.unpack
local n = tonumber(ARGV[1])
local pos = 2
local blocks = {}
for i = 1, n do
  local b = { from = ARGV[pos], expect = ARGV[pos + 1], ttl = ARGV[pos + 2] }
  local count = tonumber(ARGV[pos + 3])
  b.set = {}
  for j = 1, count * 2 do b.set[j] = ARGV[pos + 3 + j] end
  pos = pos + 4 + count * 2
  local dels = tonumber(ARGV[pos])
  b.del = {}
  for j = 1, dels do b.del[j] = ARGV[pos + j] end
  pos = pos + 1 + dels
  local current = redis.call('HGET', KEYS[i], 'state') or 'none'
  local v = tonumber(redis.call('HGET', KEYS[i], 'v') or '0') or 0
  if not string.find(b.from, ',' .. current .. ',', 1, true) then return {0, i, current, v} end
  if b.expect ~= '' and tonumber(b.expect) ~= v then return {0, i, current, v} end
  b.v = v
  blocks[i] = b
end
local answer = {1}
for i = 1, n do
  local b = blocks[i]
  if #b.set > 0 then redis.call('HSET', KEYS[i], unpack(b.set)) end
  if #b.del > 0 then redis.call('HDEL', KEYS[i], unpack(b.del)) end
  redis.call('HSET', KEYS[i], 'v', b.v + 1)
  if b.ttl ~= '' then redis.call('EXPIRE', KEYS[i], tonumber(b.ttl)) end
  answer[i + 1] = b.v + 1
end
local m = tonumber(ARGV[pos] or '0') or 0
pos = pos + 1
for k = 1, m do
  local key = KEYS[tonumber(ARGV[pos + 1])]
  if ARGV[pos] == 'zadd' then redis.call('ZADD', key, ARGV[pos + 2], ARGV[pos + 3])
  else redis.call('ZREM', key, ARGV[pos + 3]) end
  pos = pos + 4
end
-- A table built by a constructor: the local emulation's Lua reads back only those (docs/decisions/220-one-store.md).
return {unpack(answer)}
`;

/**
 * The ledger's acts, each bounded where the money is counted (cents):
 * - `charge`: reserves a charge under its name, refused past the ceiling (what is held, being charged and this
 *   together may not pass what the state lets the booking keep) or when the name is taken;
 * - `charged`: Stripe's answer to it: the payment counted once (by its id), the reservation freed unless the answer
 *   is unknown;
 * - `refund`: reserves a refund, refused beyond what the online payments still hold; optionally lowers the ceiling
 *   by as much (the operator gives the money up);
 * - `refunded`: Stripe's answer to it, part by part: what was given back moves from the reservation to `out`, and a
 *   rest Stripe did not confirm (`keepHold`) stays reserved, counted neither as held nor twice as given back; a refund
 *   given up from the ceiling and not made at all gives back what it took from the ceiling, never more (`lowered:<name>`:
 *   a refund larger than the ceiling lowered it to 0 only; giving back its whole amount let the booking keep more than
 *   its state allows), else the booking would keep less than it may, and the job would refund the rest on its own;
 * - `receive`: money that came without a reservation (a Checkout session): counted once by its payment's id;
 * - `offline`: a payment the operator records (cash, transfer), refused past the ceiling;
 * - `claim`: a field set only if absent (a fee kept from the fare, once), with other fields beside it;
 * - `set`: plain facts (a card kept, a session made).
 * ARGV: the op, `,state,…,` allowed (`` for any), the expected version (`` for any), then the op's own.
 * Answers `{1, v}` or `{0, why, …}`.
 */
export const LEDGER = `
local unpack = unpack or table.unpack
local key = KEYS[1]
local state = redis.call('HGET', key, 'state')
if not state then return {0, 'none'} end
if ARGV[2] ~= '' and not string.find(ARGV[2], ',' .. state .. ',', 1, true) then return {0, 'state', state} end
local v = tonumber(redis.call('HGET', key, 'v') or '0') or 0
if ARGV[3] ~= '' and tonumber(ARGV[3]) ~= v then return {0, 'version', state, v} end
local function n(field) return tonumber(redis.call('HGET', key, field) or '0') or 0 end
local ceiling, tin, tout, inHold, outHold, offline = n('ceiling'), n('in'), n('out'), n('inHold'), n('outHold'), n('offline')
local kept = tin - tout - outHold + offline + inHold
local op = ARGV[1]
if op == 'charge' or op == 'offline' then
  local amount = tonumber(ARGV[5])
  if redis.call('HEXISTS', key, 'money:' .. ARGV[4]) == 1 then return {0, 'exists'} end
  if amount <= 0 or kept + amount > ceiling then return {0, 'ceiling', ceiling - kept} end
  redis.call('HSET', key, 'money:' .. ARGV[4], ARGV[6])
  redis.call('HINCRBY', key, op == 'charge' and 'inHold' or 'offline', amount)
elseif op == 'charged' then
  if ARGV[9] ~= '1' then redis.call('HINCRBY', key, 'inHold', -tonumber(ARGV[5])) end
  if ARGV[7] ~= '' and tonumber(ARGV[8]) > 0 then
    if redis.call('HSETNX', key, 'pi:' .. ARGV[7], ARGV[8]) == 1 then redis.call('HINCRBY', key, 'in', tonumber(ARGV[8])) end
  end
  if ARGV[6] == '' then redis.call('HDEL', key, 'money:' .. ARGV[4]) else redis.call('HSET', key, 'money:' .. ARGV[4], ARGV[6]) end
elseif op == 'refund' then
  local amount = tonumber(ARGV[5])
  if redis.call('HEXISTS', key, 'money:' .. ARGV[4]) == 1 then return {0, 'exists'} end
  if amount <= 0 or amount > tin - tout - outHold then return {0, 'refundable', tin - tout - outHold} end
  redis.call('HSET', key, 'money:' .. ARGV[4], ARGV[6])
  redis.call('HINCRBY', key, 'outHold', amount)
  if ARGV[7] == '1' then
    -- What the ceiling really went down by (never below 0), so that a refund not made gives back no more than that.
    local lowered = math.min(math.max(ceiling, 0), amount)
    redis.call('HSET', key, 'ceiling', ceiling - lowered)
    redis.call('HSET', key, 'lowered:' .. ARGV[4], lowered)
  end
elseif op == 'refunded' then
  -- What was given back leaves the reservation for 'out'; an unconfirmed rest (keepHold) stays reserved.
  local freed = tonumber(ARGV[8] == '1' and ARGV[7] or ARGV[5])
  if freed ~= 0 then redis.call('HINCRBY', key, 'outHold', 0 - freed) end
  redis.call('HINCRBY', key, 'out', tonumber(ARGV[7]))
  -- A refund reserved before 'lowered:' was kept gives back what it says.
  local lowered = redis.call('HGET', key, 'lowered:' .. ARGV[4])
  local back = tonumber(ARGV[9])
  if lowered then back = math.min(back, tonumber(lowered)) end
  if back > 0 then
    redis.call('HINCRBY', key, 'ceiling', back)
    if lowered then redis.call('HINCRBY', key, 'lowered:' .. ARGV[4], 0 - back) end
  end
  if ARGV[6] == '' then redis.call('HDEL', key, 'lowered:' .. ARGV[4]) end
  for i = 10, #ARGV, 2 do redis.call('HINCRBY', key, 'pir:' .. ARGV[i], tonumber(ARGV[i + 1])) end
  if ARGV[6] == '' then redis.call('HDEL', key, 'money:' .. ARGV[4]) else redis.call('HSET', key, 'money:' .. ARGV[4], ARGV[6]) end
elseif op == 'receive' then
  if redis.call('HSETNX', key, 'pi:' .. ARGV[4], ARGV[5]) == 0 then return {0, 'duplicate'} end
  redis.call('HINCRBY', key, 'in', tonumber(ARGV[5]))
  if #ARGV >= 7 then redis.call('HSET', key, unpack(ARGV, 6)) end
elseif op == 'claim' then
  if redis.call('HSETNX', key, ARGV[4], ARGV[5]) == 0 then return {0, 'exists'} end
  if #ARGV >= 7 then redis.call('HSET', key, unpack(ARGV, 6)) end
elseif op == 'set' then
  if #ARGV >= 5 then redis.call('HSET', key, unpack(ARGV, 4)) end
else
  return {0, 'op'}
end
redis.call('HSET', key, 'v', v + 1)
return {1, v + 1}
`;

/**
 * A document's number, drawn once per document (never per booking): the number kept on the booking under the
 * document's id is given back; else the series' counter for the year is incremented and its number kept, with the
 * moment it was issued (`docat:`, which the receipts register dates it by) and, when given, the total it states
 * (`docsum:`, which the register states it at: never worked out again from a record that has moved on since).
 * KEYS: the booking, the series' counter. ARGV: the document's id, the number's prefix (« 2026- »), the moment (ISO),
 * optionally its total (cents).
 */
export const DOCUMENT = `
local kept = redis.call('HGET', KEYS[1], 'doc:' .. ARGV[1])
if kept then return kept end
local n = redis.call('INCR', KEYS[2])
local number = ARGV[2] .. string.format('%04d', n)
redis.call('HSET', KEYS[1], 'doc:' .. ARGV[1], number, 'docat:' .. ARGV[1], ARGV[3])
if ARGV[4] then redis.call('HSET', KEYS[1], 'docsum:' .. ARGV[1], ARGV[4]) end
return number
`;
