// action-concept-total-pathredirect-idspecialist in one segment; the concept may hold dashes.
export function parsePayParams(raw: string | undefined) {
  const parts = (raw ?? '').split('-');
  if (parts.length < 5) {
    return null;
  }
  const [action, ...rest] = parts;
  const idspecialist = rest.pop()!;
  const pathredirect = rest.pop()!;
  const total = rest.pop()!;
  const concept = rest.join('-');
  if (!action || !concept || !/^\d+$/.test(total) || !/^\d*$/.test(idspecialist)) {
    return null;
  }
  return {
    action,
    concept: decodeURIComponent(concept),
    total: Number(total),
    pathredirect: decodeURIComponent(pathredirect),
    idspecialist: idspecialist ? Number(idspecialist) : null,
  };
}
