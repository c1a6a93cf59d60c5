import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { Prose } from '../../components/ui/prose';

export function AboutPage() {
  return (
    <>
      <PageIntro
        eyebrow="Our story"
        title="About HouseHunt"
        lead="A property search built for how Indians actually look for a home: by locality, budget in rupees and a visit in person."
      />
      <div className="container-page py-12">
        <Prose>
          <p>
            HouseHunt brings together flats, independent houses, villas, plots, farmland and commercial spaces
            for sale and rent. Our team reviews every listing before it is published, so the price, area and
            amenities you see are the ones you will find on site.
          </p>
          <h2>What we do</h2>
          <ul>
            <li>List residential and commercial property for sale and for rent, with prices in rupees.</li>
            <li>Arrange site visits at a time that suits you, confirmed by our team.</li>
            <li>Help owners and builders present their property clearly, with photos and full details.</li>
            <li>
              Design and build villas on your own plot through{' '}
              <Link to="/villas-on-demand">Villas on Demand</Link>.
            </li>
          </ul>
          <h2>How we work</h2>
          <p>
            We show the details that matter when you compare homes in India: carpet and built-up area,
            undivided share for flats, facing and Vastu, floor, furnishing, parking, and whether a commission
            applies. When something is unclear we ask the owner before the listing goes live.
          </p>
          <p>
            Have a question or a property to list? <Link to="/contact-us">Get in touch</Link>; we are happy to
            help.
          </p>
        </Prose>
      </div>
    </>
  );
}
