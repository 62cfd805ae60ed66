/**
 * The month's payouts as an ISO 20022 credit-transfer initiation (pain.001.001.03), the file a
 * bank imports to pay every owner at once (docs/product/statements.md#payouts). Names and texts
 * are written in the characters SEPA transfers carry (Latin letters, digits and / - ? : ( ) . , ' +
 * and space): "Þórunn Guðmundsdóttir" travels as "Thorunn Gudmundsdottir".
 */

export interface CreditTransfer {
  /** The statement's number: the payment's end-to-end id and its remittance text. */
  endToEndId: string;
  amountCents: number;
  name: string;
  iban: string;
  bic: string | null;
}

export interface TransferFile {
  messageId: string;
  createdAt: Date;
  /** The day the bank is asked to pay. */
  executionDate: string;
  debtor: { name: string; iban: string; bic: string };
  transfers: CreditTransfer[];
}

const LETTERS: Record<string, string> = { þ: 'th', Þ: 'Th', ð: 'd', Ð: 'D', æ: 'ae', Æ: 'Ae', ø: 'o', Ø: 'O', ß: 'ss' };

/** Text in the SEPA character set, at most `max` characters. */
export function sepaText(text: string, max = 140): string {
  return text
    .replace(/[þÞðÐæÆøØß]/g, (c) => LETTERS[c])
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const amount = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** An element with text, or with children given as lines. */
const el = (name: string, content: string | string[], attributes = '') =>
  Array.isArray(content)
    ? [`<${name}${attributes}>`, ...content.map((line) => `  ${line}`), `</${name}>`]
    : [`<${name}${attributes}>${escapeXml(content)}</${name}>`];

/** An IBAN or BIC as banks read it: no spaces, capitals. */
const compact = (code: string) => code.replace(/\s+/g, '').toUpperCase();
const agent = (bic: string) => el('FinInstnId', el('BIC', compact(bic)));

function transfer(t: CreditTransfer): string[] {
  return el('CdtTrfTxInf', [
    ...el('PmtId', el('EndToEndId', sepaText(t.endToEndId, 35))),
    ...el('Amt', el('InstdAmt', amount(t.amountCents), ' Ccy="EUR"')),
    ...(t.bic ? el('CdtrAgt', agent(t.bic)) : []),
    ...el('Cdtr', el('Nm', sepaText(t.name, 70))),
    ...el('CdtrAcct', el('Id', el('IBAN', compact(t.iban)))),
    ...el('RmtInf', el('Ustrd', sepaText(t.endToEndId, 140))),
  ]);
}

/** The pain.001.001.03 document of the transfers, as UTF-8 XML text. */
export function pain001(file: TransferFile): string {
  const count = String(file.transfers.length);
  const total = amount(file.transfers.reduce((t, x) => t + x.amountCents, 0));
  const created = file.createdAt.toISOString().slice(0, 19);
  const debtorName = sepaText(file.debtor.name, 70);
  const document = el(
    'Document',
    el('CstmrCdtTrfInitn', [
      ...el('GrpHdr', [
        ...el('MsgId', sepaText(file.messageId, 35)),
        ...el('CreDtTm', created),
        ...el('NbOfTxs', count),
        ...el('CtrlSum', total),
        ...el('InitgPty', el('Nm', debtorName)),
      ]),
      ...el('PmtInf', [
        ...el('PmtInfId', sepaText(file.messageId, 35)),
        ...el('PmtMtd', 'TRF'),
        ...el('BtchBookg', 'true'),
        ...el('NbOfTxs', count),
        ...el('CtrlSum', total),
        ...el('PmtTpInf', el('SvcLvl', el('Cd', 'SEPA'))),
        ...el('ReqdExctnDt', file.executionDate),
        ...el('Dbtr', el('Nm', debtorName)),
        ...el('DbtrAcct', el('Id', el('IBAN', compact(file.debtor.iban)))),
        ...el('DbtrAgt', agent(file.debtor.bic)),
        ...el('ChrgBr', 'SLEV'),
        ...file.transfers.flatMap(transfer),
      ]),
    ]),
    ' xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...document, ''].join('\n');
}
