/**
 * The floor's page: 12 car cards from an in-memory array, passed through a loader as the
 * project's pages pass theirs, so React Router serialises them for hydration the same way.
 */
import { useLoaderData, type MetaFunction } from "react-router";

const LOCATIONS = ["Lagos", "Abuja", "Port Harcourt", "Ibadan", "Kano", "Enugu"];
const MODELS = ["Toyota Camry", "Honda Accord", "Lexus RX 350", "Toyota Corolla"];

/** Twelve cars: title, price (whole naira), year, mileage (km), location, photo path. */
const CARS = Array.from({ length: 12 }, (_, i) => ({
  id: `car-${i + 1}`,
  title: `${2008 + (i % 15)} ${MODELS[i % MODELS.length]}`,
  price: 3_500_000 + i * 850_000,
  year: 2008 + (i % 15),
  mileage: 42_000 + i * 7_300,
  location: LOCATIONS[i % LOCATIONS.length],
  photo: "/car.svg",
}));

const naira = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  maximumFractionDigits: 0,
});

export const meta: MetaFunction = () => [{ title: "Cars for sale | Floor Motors" }];

export function loader() {
  return { cars: CARS };
}

export default function Cars() {
  const { cars } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Cars for sale</h1>
      <ul className="cars">
        {cars.map((car) => (
          <li key={car.id} className="car">
            <img src={car.photo} alt={car.title} width={640} height={480} />
            <h2>{car.title}</h2>
            <p>{naira.format(car.price)}</p>
            <p>
              {car.year} · {car.mileage.toLocaleString("en-NG")} km · {car.location}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
