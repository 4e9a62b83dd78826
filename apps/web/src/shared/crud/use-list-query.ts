import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ListParams } from './api/catalog-keys';

// The URL parameter that keeps a list's search (decision 048): back from a row's detail page,
// a reload or a shared link shows the same matches.
export const SEARCH_PARAM = 'q';

export type ListQuery = {
  // what the server is asked: the search trimmed and deferred, the sort, the page
  params: ListParams;
  // what the search box shows
  searchText: string;
  setSearchText: (text: string) => void;
  setSort: (sort: string) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  // a filter's setter that also goes back to the first page
  refilter: <V>(set: (value: V) => void) => (value: V) => void;
};

// A list's search, sort and page, as every catalogue list keeps them. A list that shares its
// screen with another (a tab's list) keeps its search to itself: keepInUrl false.
export function useListQuery(defaultSort: string, { keepInUrl = true } = {}): ListQuery {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // Whether the router is the browser's (the app) or one in memory (a test): only the browser's
  // URL tells that the user has left the list while the search settled.
  const browserRouted = useRef(window.location.pathname === pathname).current;
  const inUrl = keepInUrl ? (params.get(SEARCH_PARAM) ?? '') : '';
  const [searchText, setText] = useState(inUrl);
  const search = useDeferredValue(searchText.trim());
  const [sort, setSortState] = useState(defaultSort);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  // The last search this list wrote: any other value in the URL came from a link or "back".
  const written = useRef(inUrl);

  useEffect(() => {
    if (!keepInUrl) {
      return;
    }
    if (inUrl !== written.current) {
      written.current = inUrl;
      setText(inUrl);
      setPage(0);
    } else if (search !== inUrl && !(browserRouted && window.location.pathname !== pathname)) {
      // (Only while the list is still the page: a row clicked as the search settles has already
      // left it, and writing the search would take the user back to the list.)
      written.current = search;
      const next = new URLSearchParams(params);
      if (search) {
        next.set(SEARCH_PARAM, search);
      } else {
        next.delete(SEARCH_PARAM);
      }
      setParams(next, { replace: true });
    }
  }, [browserRouted, keepInUrl, inUrl, params, pathname, search, setParams]);

  const refilter =
    <V>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(0);
    };
  return {
    params: { search, sort, page, pageSize },
    searchText,
    setSearchText: refilter(setText),
    setSort: refilter(setSortState),
    setPage,
    setPageSize,
    refilter,
  };
}
