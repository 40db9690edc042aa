// Empties the demo store's cart through its API, so that a flow starts
// from nothing whatever the runs before it left. HOST comes from the flow.
const cart = json(http.get(HOST + '/api/cart').body)
for (const item of cart.items) {
  const removed = http.delete(HOST + '/api/cart/' + item.id)
  if (!removed.ok) throw new Error('could not remove ' + item.title + ': HTTP ' + removed.status)
}
output.emptied = cart.items.length
console.log('emptied the cart of ' + cart.items.length + ' product(s)')
