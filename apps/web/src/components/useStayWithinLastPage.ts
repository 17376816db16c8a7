// A server-paged table whose last page loses its last rows (deleted, confirmed elsewhere, filtered
// out) shows the page before it instead of an empty one.
import { useEffect, useRef } from "react";

export function useStayWithinLastPage(
  totalElements: number | undefined,
  page: number,
  size: number,
  goToPage: (page: number) => void,
) {
  const goTo = useRef(goToPage);
  goTo.current = goToPage;
  useEffect(() => {
    if (totalElements === undefined) return;
    const lastPage = Math.max(0, Math.ceil(totalElements / size) - 1);
    if (page > lastPage) goTo.current(lastPage);
  }, [totalElements, page, size]);
}
