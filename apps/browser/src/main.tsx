import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Home() {
  return (
    <main>
      <h1>基金</h1>
      <p>开户、买卖公募基金、定投与理财宝</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Home />
  </StrictMode>,
);
