// The stack floor: the libraries the app must use and nothing else — React + React DOM, a Redux
// store (configureStore), RTK Query (one createApi over fetchBaseQuery), react-redux's Provider
// and react-router-dom's BrowserRouter with one route — fetching the first page of the fund list
// (GET /api/v1/symbols/funds/, 20 rows, spec 001 §9) from the sandbox through the same host as the
// app, and rendering its rows as plain markup. Built by the same Vite with the same plugin and
// target as the bare page; the size, Lighthouse and main-thread budgets are ratios to this page.
import { createRoot } from 'react-dom/client';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

interface FundRow {
  id: number;
  code: string;
  abbr_name: string;
  net_value?: string | null;
  percent_year?: number | null;
}

interface FundPage {
  count: number;
  results: FundRow[];
}

const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api/v1' }),
  endpoints: (build) => ({
    funds: build.query<FundPage, void>({ query: () => '/symbols/funds/?page=1&page_size=20' }),
  }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

function FundList() {
  const { data, isError } = api.useFundsQuery();
  if (isError) return <p role="alert">加载失败</p>;
  if (!data) return <p>加载中</p>;
  return (
    <main>
      <h1>基金列表</h1>
      <ul>
        {data.results.map((f) => (
          <li key={f.id} data-bench-row="">
            <span>{f.abbr_name}</span> <span>{f.code}</span> <span>{f.net_value ?? '--'}</span>{' '}
            <span>{f.percent_year == null ? '--' : `${f.percent_year}%`}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<FundList />} />
      </Routes>
    </BrowserRouter>
  </Provider>,
);
