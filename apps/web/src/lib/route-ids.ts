// An id in a route's path: a positive whole number, or null (the page then shows "not found").
export const positiveId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};
