import { Outlet } from "react-router";
import { Logo } from "~/app/features/navigation/logo.tsx";

/** Auth layout: a centred card, no menu (the root hides it on these paths). */
export default function AuthLayout() {
  return (
    <main className="flex flex-1 flex-col items-center bg-gradient-to-br from-mist via-white to-yellow/40 px-4 py-10 md:py-16">
      <Logo />
      <div className="mt-8 w-full max-w-lg rounded-3xl border border-line bg-white p-8 shadow-xl shadow-navy/10 md:p-10">
        <Outlet />
      </div>
    </main>
  );
}
