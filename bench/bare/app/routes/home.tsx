export default function Home() {
  return <h1>Merhaba</h1>
}
