import { describe, expect, it } from 'vitest';
import { answerText, type AnswerTextQuestion } from './answer-text';

const text: AnswerTextQuestion = { __typename: 'TextQuestion' };
const date: AnswerTextQuestion = { __typename: 'DateQuestion', includeTime: false };
const options: AnswerTextQuestion = {
  __typename: 'OptionQuestion',
  options: [
    { id: 'o-gloves', label: 'Gloves' },
    { id: 'o-goggles', label: 'Goggles' },
    { id: 'o-coat', label: 'Lab coat' },
  ],
};

describe('answerText', () => {
  it('shows dates as MM/dd/yyyy, with the time when the question includes it', () => {
    // Act
    const day = answerText(date, { __typename: 'DateResponse', selectedDate: '2026-03-07' });
    const withTime = answerText({ __typename: 'DateQuestion', includeTime: true }, { __typename: 'DateResponse', selectedDate: '2026-03-07T14:05:00' });
    const range = answerText({ __typename: 'DateRangeQuestion' }, { __typename: 'DateRangeResponse', start: '2026-01-02', end: '2026-01-09' });
    const openRange = answerText({ __typename: 'DateRangeQuestion' }, { __typename: 'DateRangeResponse', start: '2026-01-02', end: null });

    // Assess
    expect(day).toBe('03/07/2026');
    expect(withTime).toBe('03/07/2026 2:05 PM');
    expect(range).toBe('01/02/2026 – 01/09/2026');
    expect(openRange).toBe('From 01/02/2026');
  });

  it('names chosen options by label, in the order chosen, skipping unknown ones', () => {
    // Act
    const chosen = answerText(options, { __typename: 'OptionResponse', selectedOptionIds: ['o-coat', 'o-gone', 'o-gloves'] });
    const none = answerText(options, { __typename: 'OptionResponse', selectedOptionIds: [] });

    // Assess
    expect(chosen).toBe('Lab coat, Gloves');
    expect(none).toBeNull();
  });

  it('shows toggles as Yes or No and people by name', () => {
    // Act
    const yes = answerText({ __typename: 'ToggleQuestion' }, { __typename: 'ToggleResponse', defaultValue: true });
    const no = answerText({ __typename: 'ToggleQuestion' }, { __typename: 'ToggleResponse', defaultValue: false });
    const person = answerText(
      { __typename: 'SearchQuestion' },
      { __typename: 'PersonSearchResponse', selectedPerson: { firstName: 'Sam', lastName: 'Staff' } },
    );

    // Assess
    expect(yes).toBe('Yes');
    expect(no).toBe('No');
    expect(person).toBe('Sam Staff');
  });

  it('counts table rows, images and subforms', () => {
    // Act
    const rows = answerText({ __typename: 'TableQuestion' }, { __typename: 'TableResponse', rowIds: ['r1', 'r2', 'r3'] });
    const oneRow = answerText({ __typename: 'TableQuestion' }, { __typename: 'TableResponse', rowIds: ['r1'] });
    const images = answerText({ __typename: 'ImageUploadQuestion' }, { __typename: 'ImageUploadResponse', images: [{ key: 'a' }, { key: 'b' }] });
    const noImages = answerText({ __typename: 'ImageUploadQuestion' }, { __typename: 'ImageUploadResponse', images: [] });

    // Assess
    expect(rows).toBe('3 rows');
    expect(oneRow).toBe('1 row');
    expect(images).toBe('2 images');
    expect(noImages).toBeNull();
  });

  it('shows a chosen room by building, floor and number, and none when cleared', () => {
    const room = { building: 'CHM', buildingName: 'Chemistry Hall', floor: '2', roomNumber: '220' };

    expect(answerText({ __typename: 'SearchQuestion' }, { __typename: 'RoomSearchResponse', selectedRoom: room })).toBe('Chemistry Hall (CHM), floor 2, room 220');
    expect(answerText({ __typename: 'SearchQuestion' }, { __typename: 'RoomSearchResponse', selectedRoom: null })).toBeNull();
  });

  it('shows text, measurements, places and documents in words', () => {
    // Act
    const typed = answerText(text, { __typename: 'TextResponse', text: 'Room 204' });
    const measured = answerText({ __typename: 'MeasurementQuestion' }, { __typename: 'MeasurementResponse', value: 3.5, unit: { name: 'kg' } });
    const building = answerText({ __typename: 'SearchQuestion' }, { __typename: 'BuildingSearchResponse', selectedBuilding: { name: 'Science Hall' } });
    const document = answerText(
      { __typename: 'DocumentSearchQuestion' },
      { __typename: 'DocumentSearchResponse', selectedDocument: { name: 'Lab Inspection', autoId: 'LAB-000004' } },
    );

    // Assess
    expect(typed).toBe('Room 204');
    expect(measured).toBe('3.5 kg');
    expect(building).toBe('Science Hall');
    expect(document).toBe('Lab Inspection (LAB-000004)');
  });

  it('answers null for a missing, blank or cleared answer', () => {
    // Act / Assess
    expect(answerText(text, null)).toBeNull();
    expect(answerText(text, { __typename: 'TextResponse', text: '   ' })).toBeNull();
    expect(answerText(date, { __typename: 'DateResponse', selectedDate: null })).toBeNull();
    expect(answerText({ __typename: 'SearchQuestion' }, { __typename: 'PersonSearchResponse', selectedPerson: null })).toBeNull();
  });

  it('shows a number with its unit and files by name (qtypes17)', () => {
    // Act
    const number = answerText({ __typename: 'NumberQuestion', unit: 'kg' }, { __typename: 'NumberResponse', value: 2.5 });
    const files = answerText({ __typename: 'FileUploadQuestion' }, { __typename: 'FileUploadResponse', files: [{ name: 'plan.pdf' }, { name: 'notes.txt' }] });
    const none = answerText({ __typename: 'FileUploadQuestion' }, { __typename: 'FileUploadResponse', files: [] });

    // Assess
    expect(number).toBe('2.5 kg');
    expect(files).toBe('plan.pdf, notes.txt');
    expect(none).toBeNull();
  });
});
