import type { docsEs } from '../es/docs';

// The in-app guide (/docs) and its API reference.
export const docsEn: typeof docsEs = {
  title: 'Sari guide',
  intro:
    'Everything you need to set up your business, the daily work, and connecting other systems through the API.',
  tabs: { guide: 'Guide', api: 'API reference' },
  contents: 'Contents',
  sections: [
    {
      id: 'configurar',
      title: '1. Set up your business',
      steps: [
        'Sites and hours: in Settings › Sites create each site with its address and time zone, and mark the days it opens with its opening and closing time. An inactive day is closed in the calendar and online booking.',
        'Services: in Services create each service with its duration, its price at each site, the specialists who do it and the products it uses. If it has a waiting time (a colour, a keratin), give the processing minutes: meanwhile the specialist can serve another client.',
        'Specialists: in Specialists create each person with their calendar colour, the sites where they work, their weekly hours with breaks, their absences and their commissions per service category.',
        'Products and prices: in Products record what you sell and what services use, with a price per site and price type, each site’s stock and its minimum.',
        'Users and roles: in Settings › Users invite your team by e-mail with a role (Administrator, Receptionist, Specialist or your own from the permission matrix) and the sites they may see.',
        'Sales and cash drawer: in Settings › Sales choose the payment methods, whether credit sales are allowed and whether the drawer is closed blind.',
      ],
    },
    {
      id: 'dia-a-dia',
      title: '2. Day to day',
      steps: [
        'Open the drawer: in Cash drawer open the site’s session with the starting cash. Every cash payment, change, deposit, refund, advance, expense or specialist payout is a movement of that session.',
        'Calendar: one column per specialist. Click a free slot to book (an existing or new client with name and phone, one or more services in a row, products and notes); drag an appointment to move it or stretch it to change its length; change its status in two clicks.',
        'Checkout: press “Cobrar” on the appointment, or make a counter sale in Sales. Split the payment, use the client’s balance, add a tip and download or print the receipt.',
        'Closing: at the end of the day count each payment method in Cash drawer; Sari shows expected, counted and the difference, and makes the closing report as a PDF.',
        'Reports: sales, appointments, cash, products, purchases and each specialist’s pay, filtered by dates and site, exported to CSV and Excel.',
      ],
    },
    {
      id: 'api',
      title: '3. Connect other systems (API)',
      steps: [
        'The API lives under /api at this same address. Each collection is read and written at /api/items/{collection} (with fields[], filter, sort[], limit, page, search and meta), and the business operations (booking, checkout, cash drawer, reports) have their own routes, all described in the “API reference” tab.',
        'Get a token by signing in with your e-mail and password: POST /api/auth/sign-in/email with {"email": "...", "password": "..."}; the answer carries "token".',
        'Send the token with every call in the header Authorization: Bearer <token>. Each call sees only your company’s data and your user’s sites, with the permissions of its role.',
        'First call: GET /api/items/client?fields[]=id&fields[]=first_name&limit=5 returns your first five clients in {"data": [...]}. An error comes as {"errors": [{"message": "..."}]}.',
      ],
    },
  ],
  example: 'Example',
  search: 'Search the API',
  count: '{{count}} operations · version {{version}}',
  nothing: 'No operation matches the search.',
  loadError: 'The API description could not be read.',
  public: 'public',
  field: 'Field',
  where: 'Where',
  type: 'Type',
  required: 'Required',
  yes: 'Yes',
  no: 'No',
  answers: 'Answers:',
  fieldsOf: 'Fields of {{path}}',
  in: { path: 'path', query: 'query', body: 'body', header: 'header' },
};
