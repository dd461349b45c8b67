// Calls to the in-page mock as the logged-in user (the session's token from localStorage), for
// the keyboard bench's setups and checks; each resolves to the BladeX envelope's data.
function call(page, method, path, body) {
  return page.evaluate(async ([m, p, b]) => {
    const token = JSON.parse(localStorage.getItem('saber-token') ?? '""');
    const headers = { 'Blade-Auth': `bearer ${token}`, ...(b ? { 'Content-Type': 'application/json' } : {}) };
    const response = await fetch(`/api${p}`, { method: m, headers, body: b ? JSON.stringify(b) : undefined });
    return (await response.json()).data;
  }, [method, path, body]);
}

export const api = (page, path) => call(page, 'GET', path);
export const post = (page, path, body) => call(page, 'POST', path, body);
