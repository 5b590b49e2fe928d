export function meta() {
  return [{ title: "Floor" }];
}

export function loader() {
  return { now: new Date().toISOString() };
}

export default function Home({ loaderData }: { loaderData: { now: string } }) {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare React Router 7 page, rendered at {loaderData.now}.</p>
    </main>
  );
}
