/** The sales-enquiry form every sales page shares (white label now; the audience pages of issue 16 next). */
export { EnquiryForm } from './components/enquiry-form';
