export default function BarePage() {
  return (
    <main>
      <h1>Heating and cooling for every home</h1>
      <p>A bare Next.js page: one heading and one paragraph, no stylesheet, nothing else.</p>
    </main>
  )
}
